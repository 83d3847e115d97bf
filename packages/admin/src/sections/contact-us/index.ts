/** /contact-us: a member's message to the service. A page rather than a list, loaded with it only. */
import ContactSupportIcon from '@mui/icons-material/ContactSupport';
import { lazyScreen, type Section } from '../registry.js';

export const contactUs: Section = {
  name: 'contact-us',
  label: 'app.contactUs.menu',
  icon: ContactSupportIcon,
  list: lazyScreen(() => import('./ContactUsPage.js')),
};
