import GroupsIcon from '@mui/icons-material/Groups';
import { lazy } from 'react';
import { app } from '../../i18n/en.js';
import type { Section } from '../registry.js';

const screens = () => import('./MemberScreens.js');

/** /existing-member-list: the members of every company (the `members` collection). */
export const members: Section = {
  name: 'existing-member-list',
  label: app.members.menu,
  icon: GroupsIcon,
  list: lazy(() => screens().then((module) => ({ default: module.MemberList }))),
  create: lazy(() => screens().then((module) => ({ default: module.MemberCreate }))),
  edit: lazy(() => screens().then((module) => ({ default: module.MemberEdit }))),
  recordRepresentation: 'name',
};
