/**
 * The back office's first library group (vite.config.ts's `back-office-data` chunk): React Query
 * and the translator, as far as the back office's frame uses them. Its loader (routes/Root.tsx)
 * evaluates each group in a task of its own before the frame's code, which then evaluates only
 * what is left (issue 68: the frame's chunk was one task of 45-60 ms at desk speed, and its code
 * cache another of 35-41 ms, the longest of a phone's daily visit).
 *
 * Only what the frame itself draws with: whatever is named here is downloaded with every
 * signed-in screen, the overview included.
 */
export {
  QueryClient,
  QueryClientProvider,
  useMutation,
  useQuery,
  useQueryClient,
  useSuspenseQuery,
} from '@tanstack/react-query';
export { default as polyglotI18nProvider } from 'ra-i18n-polyglot';
export { default as englishMessages } from 'ra-language-english';
