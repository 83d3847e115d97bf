import GroupsIcon from '@mui/icons-material/Groups';
import { lazyScreen, type Section } from '../registry.js';

const screens = () => import('./MemberScreens.js');

/** /existing-member-list: the members of every company (the `members` collection). */
export const members: Section = {
  name: 'existing-member-list',
  label: 'app.members.menu',
  icon: GroupsIcon,
  list: lazyScreen(() => screens().then((module) => ({ default: module.MemberList }))),
  create: lazyScreen(() => screens().then((module) => ({ default: module.MemberCreate }))),
  edit: lazyScreen(() => screens().then((module) => ({ default: module.MemberEdit }))),
  recordRepresentation: 'name',
};
