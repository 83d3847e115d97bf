import MailIcon from '@mui/icons-material/Mail';
import { lazyScreen, type Section } from '../registry.js';

const screens = () => import('./ContactScreens.js');

/** /contacts: messages from contact-us, answered by staff. */
export const contacts: Section = {
  name: 'contacts',
  label: 'app.contacts.menu',
  icon: MailIcon,
  list: lazyScreen(() => screens().then((module) => ({ default: module.ContactList }))),
  show: lazyScreen(() => screens().then((module) => ({ default: module.ContactShow }))),
  recordRepresentation: 'subject',
};
