/**
 * The load a member compares with the states' limits: kept in react-admin's store, so that it is
 * still chosen on a state's page and back on the list. The rule itself is limits.ts's.
 */
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useStore } from 'react-admin';
import { useWords } from '../../i18n/words.js';
import { exceededLimits, needsEscort, type StateRegulation } from '../../regulations/limits.js';
import type { PickedLoad } from './LoadPicker.js';

export const useComparedLoad = () => useStore<PickedLoad | null>('company-state-regulation.compared-load', null);

/** What the load goes over in the state, an escort if it needs one, or that it fits. */
export function LoadVerdict({ load, regulation }: { load: PickedLoad; regulation: StateRegulation }) {
  const t = useWords();
  const over = exceededLimits(load, regulation);
  const escort = needsEscort(load, regulation);
  if (!over.length && !escort) {
    return <Chip size="small" color="success" variant="outlined" label={t('app.regulations.withinLimits')} />;
  }
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
      {over.length > 0 && (
        <Chip
          size="small"
          color="warning"
          label={t('app.regulations.over', over.map((limit) => t(`app.regulations.limitNames.${limit}`)).join(', '))}
        />
      )}
      {escort && <Chip size="small" variant="outlined" label={t('app.regulations.escort')} />}
    </Box>
  );
}
