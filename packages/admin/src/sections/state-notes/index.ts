import StickyNote2Icon from '@mui/icons-material/StickyNote2';
import { lazyScreen, type Section } from '../registry.js';

const screens = () => import('./StateNoteScreens.js');

/** /state-notes: agents' notes per state. */
export const stateNotes: Section = {
  name: 'state-notes',
  label: 'app.stateNotes.menu',
  icon: StickyNote2Icon,
  list: lazyScreen(() => screens().then((module) => ({ default: module.StateNoteList }))),
  create: lazyScreen(() => screens().then((module) => ({ default: module.StateNoteCreate }))),
  edit: lazyScreen(() => screens().then((module) => ({ default: module.StateNoteEdit }))),
  /** A note is known by its state and how it starts. */
  recordRepresentation: (record) => `${String(record.state)}: ${String(record.body).slice(0, 40)}`,
};
