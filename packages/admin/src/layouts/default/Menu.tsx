/** The menu: the overview, then the sections of the user's role. */
import DashboardIcon from '@mui/icons-material/Dashboard';
import { createElement } from 'react';
import { Menu as RaMenu, useGetIdentity } from 'react-admin';
import { app } from '../../i18n/en.js';
import type { AppIdentity } from '../../providers/authProvider.js';
import { sections } from '../../sections/index.js';

export function Menu() {
  const { identity } = useGetIdentity();
  const role = (identity as AppIdentity | undefined)?.role;
  return (
    <RaMenu>
      <RaMenu.Item to="/overview" primaryText={app.layout.overview} leftIcon={<DashboardIcon />} />
      {sections
        .filter((section) => !role || section.roles.includes(role))
        .map((section) => (
          <RaMenu.Item
            key={section.name}
            to={`/${section.name}`}
            primaryText={section.label}
            leftIcon={createElement(section.icon)}
          />
        ))}
    </RaMenu>
  );
}
