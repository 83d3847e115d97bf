import RestoreFromTrashIcon from '@mui/icons-material/RestoreFromTrash';
import { lazyScreen, type Section } from '../registry.js';
import { trashOpening } from './opening.js';

/** /trash: the deleted records of every section, restored by staff, purged for good by an admin. */
export const trash: Section = {
  name: 'trash',
  label: 'app.trash.menu',
  icon: RestoreFromTrashIcon,
  list: lazyScreen(() => import('./TrashList.js')),
  listOpening: trashOpening,
  recordRepresentation: 'label',
};
