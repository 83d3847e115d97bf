/**
 * The menu: the sections the access rule lets the person list (the overview first); sections of a group (the
 * website's content) sit folded under the group's name, open while one of them is on screen.
 */
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import LanguageIcon from '@mui/icons-material/Language';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { createElement, Suspense, useState } from 'react';
import { Menu as RaMenu, useCanAccessResources, useSidebarState } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { useCan } from '../../access/use-can.js';
import { visuallyHidden } from '../../styles/visually-hidden.js';
import { useWords } from '../../i18n/words.js';
import { countsNew, useNewSince } from '../../live/new-since.js';
import { sections, type Section } from '../../registry/table.js';
import type { MenuGroup } from '../../registry/declarations.js';

const GROUP_ICON = { website: LanguageIcon } as const;
const SECTION_NAMES = sections.map((section) => section.name);

/** Whether the address is one of the section's screens. */
const isIn = (section: Section, pathname: string) =>
  pathname === `/${section.name}` || pathname.startsWith(`/${section.name}/`);

/**
 * The section on screen has been looked at: its menu count goes, wherever the menu is (a phone's
 * menu is drawn only while open). Drawn by the layout.
 */
export function SectionLookedAt() {
  const { pathname } = useLocation();
  const section = sections.find((candidate) => countsNew(candidate.collection) && isIn(candidate, pathname));
  return section ? (
    // The access rule's answer is there once the identity is; until then, nothing is read.
    <Suspense key={section.name} fallback={null}>
      <LookingAt section={section} />
    </Suspense>
  ) : null;
}

function LookingAt({ section }: { section: Section }) {
  // Only a section the access rule lets the person list: its count read by anyone else is refused
  // (403), which ends the session (a member at a staff-only address).
  useNewSince(section.name, true, useCan('list', section.name));
  return null;
}

/** A section's entry, with how many records colleagues created there since the person last opened it. */
function SectionItem({ section }: { section: Section }) {
  const t = useWords();
  const { pathname } = useLocation();
  // Open, the section shows what is new itself (live/ListNews): its count is seen (live/new-since).
  const count = useNewSince(section.name, isIn(section, pathname), countsNew(section.collection));
  const icon = createElement(section.icon);
  return (
    <RaMenu.Item
      to={`/${section.name}`}
      primaryText={
        <>
          {t(section.label)}
          {count > 0 && (
            <Box component="span" sx={visuallyHidden}>
              {t('app.live.menuNew', count)}
            </Box>
          )}
        </>
      }
      leftIcon={
        count > 0 ? (
          <Badge badgeContent={count} max={99} color="primary" aria-hidden>
            {icon}
          </Badge>
        ) : (
          icon
        )
      }
    />
  );
}

function Group({ group, members }: { group: MenuGroup; members: Section[] }) {
  const { pathname } = useLocation();
  const [sidebarOpen] = useSidebarState();
  const current = members.some((section) => pathname.startsWith(`/${section.name}`));
  const [open, setOpen] = useState(current);
  const t = useWords();
  const label = t(`app.layout.groups.${group}`);
  const id = `menu-group-${group}`;
  return (
    <>
      {/*
        A menu item, not a button: react-admin's menu is an ARIA menu, whose children may only be
        menu items and groups (axe's aria-required-children, which Lighthouse counts).
      */}
      <ListItemButton
        role="menuitem"
        id={`${id}-toggle`}
        onClick={() => setOpen(!open)}
        aria-expanded={open}
        aria-controls={id}
        sx={{ py: 0.75, color: 'text.secondary' }}
      >
        <ListItemIcon sx={{ minWidth: 40 }}>{createElement(GROUP_ICON[group])}</ListItemIcon>
        {sidebarOpen && <ListItemText primary={label} />}
        {open ? <ExpandLess /> : <ExpandMore />}
      </ListItemButton>
      <Collapse in={open} id={id} role="group" aria-labelledby={`${id}-toggle`} timeout="auto" unmountOnExit>
        {/* Indented when the menu shows labels, so the group reads as one. */}
        <div style={sidebarOpen ? { paddingLeft: 16 } : undefined}>
          {members.map((section) => (
            <SectionItem key={section.name} section={section} />
          ))}
        </div>
      </Collapse>
    </>
  );
}

/** The role's sections in menu order, each group where its first section would be. */
export function Menu() {
  // The access rule, through react-admin: what each may list is what the menu shows.
  const { canAccess } = useCanAccessResources({ action: 'list', resources: SECTION_NAMES });
  const visible = canAccess ? sections.filter((section) => canAccess[section.name]) : [];
  const placed = new Set<MenuGroup>();
  return (
    <RaMenu>
      {visible.map((section) => {
        const { group } = section;
        if (!group) return <SectionItem key={section.name} section={section} />;
        if (placed.has(group)) return null;
        placed.add(group);
        return <Group key={group} group={group} members={visible.filter((candidate) => candidate.group === group)} />;
      })}
    </RaMenu>
  );
}
