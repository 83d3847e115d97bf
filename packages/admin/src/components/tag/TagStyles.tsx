import GlobalStyles from '@mui/material/GlobalStyles';
import { tagStyles } from './tag-styles.js';

/** The tags' stylesheet, from the theme in use: drawn again only when the theme changes. */
export function TagStyles() {
  return <GlobalStyles styles={tagStyles} />;
}
