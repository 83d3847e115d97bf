import GlobalStyles from '@mui/material/GlobalStyles';
import { memo } from 'react';
import { tagStyles } from './tag-styles.js';

/**
 * The tags' stylesheet, from the theme in use. Memoised: drawn again when the theme changes (light,
 * dark), not at each draw of the app around it, when emotion would serialise the whole sheet anew.
 */
export const TagStyles = memo(function TagStyles() {
  return <GlobalStyles styles={tagStyles} />;
});
