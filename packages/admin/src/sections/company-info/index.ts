/** /company-info: a member's own company profile. A page rather than a list, loaded with it only. */
import BusinessCenterIcon from '@mui/icons-material/BusinessCenter';
import { lazyScreen, type Section } from '../registry.js';

export const companyInfo: Section = {
  name: 'company-info',
  label: 'app.companyInfo.menu',
  icon: BusinessCenterIcon,
  list: lazyScreen(() => import('./CompanyInfoPage.js')),
};
