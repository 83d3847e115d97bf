/** The menu: the overview, then the sections of the user's role. */
import DashboardIcon from '@mui/icons-material/Dashboard';
import { createElement } from 'react';
import { Menu as RaMenu } from 'react-admin';
import { app } from '../../i18n/en.js';
import { sections } from '../../sections/index.js';
import { useRole } from '../../session/useRole.js';

export function Menu() {
  const { role } = useRole();
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
