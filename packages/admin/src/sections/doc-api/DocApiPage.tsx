/**
 * /docApi: the API reference, rendered from openapi.yaml by RapiDoc, with a badge per operation
 * saying whether the specification confirms it. The contract comes with this page only, and the
 * viewer in chunks of its own, fetched while the legend is already on screen. The reference is
 * read only: the viewer never makes a call.
 *
 * It is read one section (one of the contract's tags) at a time, chosen in tabs above the viewer
 * and kept in the address (`?section=permits`): RapiDoc draws every operation it is given at once,
 * and the whole contract was 250,000 nodes, 8 s of a quiet desk machine's main thread and more on a
 * phone, where its own navigation is hidden and the tabs are the only way through.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Title } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
// The contract file itself, so the reference is always the contract the SDK is generated from.
import contractText from '../../../../../openapi.yaml?raw';
import { nonceClonedStyles } from '../../boot/csp-nonce.js';
import { useWords } from '../../i18n/words.js';
import { theme } from '../../theme.js';
import {
  parseContract,
  sectionOf,
  sectionsOf,
  sourceSummary,
  withSourceBadges,
  type BadgedContract,
  type ContractSection,
} from './contract.js';
import { appendWithWindowListeners } from './viewer-listeners.js';

interface RapiDocElement extends HTMLElement {
  loadSpec(spec: Record<string, unknown>): Promise<void>;
}

/**
 * Read only: no "try it", no authentication form, no server choice, no loading another spec.
 * Tokens live in cookies and must never be typed into, or stored by, the viewer (its
 * `persist-auth` would keep them in localStorage). No web fonts: they come from Google's CDN,
 * and the page may reach only the admin and the API. No route updates: the app owns the URL.
 */
const VIEWER_ATTRIBUTES: Record<string, string> = {
  'render-style': 'read',
  layout: 'column',
  'show-header': 'false',
  'show-info': 'true',
  'info-description-headings-in-navbar': 'false',
  'allow-try': 'false',
  'allow-authentication': 'false',
  'persist-auth': 'false',
  'allow-server-selection': 'false',
  'allow-spec-url-load': 'false',
  'allow-spec-file-load': 'false',
  'allow-spec-file-download': 'false',
  'allow-search': 'true',
  'allow-advanced-search': 'false',
  'update-route': 'false',
  'load-fonts': 'false',
  'show-components': 'false',
  'use-path-in-nav-bar': 'true',
  'show-method-in-nav-bar': 'as-colored-text',
  'schema-style': 'table',
  'default-schema-tab': 'schema',
  theme: 'light',
  'bg-color': '#ffffff',
  'text-color': '#1f2933',
  'primary-color': theme.palette.primary.main,
  'nav-bg-color': theme.palette.background.default,
  'nav-text-color': '#1f2933',
  'nav-hover-bg-color': '#e3eaf3',
  'nav-accent-color': theme.palette.primary.main,
  'regular-font': String(theme.typography.fontFamily),
  'mono-font': 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  'font-size': 'default',
};

/**
 * Corrections inside the viewer's shadow root, where the app's styles do not reach: inline code in
 * the contract's descriptions (long URL templates) wraps on a phone instead of running out of the
 * card, the info line (the licence) is no longer pulled 15 px left out of its box, and the methods
 * in the navigation are shades that read at WCAG AA (4.5:1) on its background and its hover colour
 * (RapiDoc's own green, blue and orange do not).
 */
const VIEWER_CORRECTIONS = `
  .m-markdown code, .m-markdown-small code { white-space: pre-wrap; overflow-wrap: anywhere; }
  #api-info { margin-left: 0; }
  .nav-method.as-colored-text.get { color: #0b5cad; }
  .nav-method.as-colored-text.put { color: #8a4b00; }
  .nav-method.as-colored-text.post { color: #2e6b1f; }
  .nav-method.as-colored-text.delete { color: #b3261e; }
  .nav-method.as-colored-text.head, .nav-method.as-colored-text.patch { color: #6b5e00; }
`;

function correctStyles(viewer: HTMLElement): void {
  const root = viewer.shadowRoot;
  if (!root) return;
  // A constructed sheet rather than a <style> element: nothing inline for the CSP to weigh.
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(VIEWER_CORRECTIONS);
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}

/** The parsed contract, or what the parser said was wrong with it. */
type Loaded = { contract: unknown } | { failure: string };

let loaded: Loaded | undefined;

/** Parsed once per visit of the app: the contract does not change while it runs. */
function loadContract(): Loaded {
  if (!loaded) {
    try {
      loaded = { contract: parseContract(contractText) };
    } catch (error) {
      loaded = { failure: error instanceof Error ? error.message : String(error) };
    }
  }
  return loaded;
}

function SourceLegend({ contract }: { contract: BadgedContract }) {
  const t = useWords();
  return (
    <Card component="section" aria-label={t('app.docApi.title')} sx={{ mb: 2 }}>
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {sourceSummary(contract.counts, t)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('app.docApi.legend')} {t('app.docApi.readOnly')}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Chip size="small" color="success" variant="outlined" label={t('app.docApi.badges.spec')} />
          <Chip size="small" color="warning" variant="outlined" label={t('app.docApi.badges.inferred')} />
        </Box>
        <Box component="section" aria-label={t('app.docApi.confirmedList')}>
          <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
            {t('app.docApi.confirmedList')}
          </Typography>
          <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {contract.confirmed.map(({ method, path }) => (
              <Box component="li" key={`${method} ${path}`}>
                <Chip
                  size="small"
                  color="success"
                  label={`${method} ${path}`}
                  sx={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' }}
                />
              </Box>
            ))}
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
}

function Viewer({ spec }: { spec: Record<string, unknown> }) {
  const t = useWords();
  const host = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  const [failure, setFailure] = useState<string>();
  useEffect(() => {
    let viewer: RapiDocElement | undefined;
    let detach: (() => void) | undefined;
    let forgetHighlighter: (() => void) | undefined;
    let left = false;
    const onLoaded = () => setReady(true);
    // The viewer's theme is a <style> in its templates: it needs the page's CSP nonce.
    nonceClonedStyles();
    // The <rapi-doc> element alone, from RapiDoc's sources (see vite.config.ts), and the markdown
    // library it sets up as it connects.
    Promise.all([import('rapidoc/src/rapidoc.js'), import('marked')])
      .then(([, { marked }]) => {
        // RapiDoc gives marked's global options a code highlighter whose closure holds the viewer,
        // and marked keeps those options on its shared tokenizer and renderer: the last viewer drawn
        // (the whole contract, then: 250,000 nodes, some 20 MB) stayed for the rest of the session.
        // RapiDoc sets the highlighter again as it connects, so marked goes back to its defaults when
        // the page is left.
        forgetHighlighter = () => marked.setOptions(marked.getDefaults());
        const container = host.current;
        if (left || !container) return;
        // Created by hand rather than in JSX, so every attribute is set before the element connects:
        // RapiDoc reads some of them (fonts, routes) only then.
        viewer = document.createElement('rapi-doc') as RapiDocElement;
        for (const [name, value] of Object.entries(VIEWER_ATTRIBUTES)) viewer.setAttribute(name, value);
        viewer.style.display = 'block';
        viewer.style.width = '100%';
        viewer.style.height = '100%';
        viewer.addEventListener('spec-loaded', onLoaded);
        // The viewer's own `hashchange` listener would keep it alive after the page is left.
        detach = appendWithWindowListeners(container, viewer);
        correctStyles(viewer);
        // A copy: the viewer's resolver may write into what it is given, and the parsed contract is kept.
        void viewer.loadSpec(structuredClone(spec));
      })
      .catch((error: unknown) => setFailure(error instanceof Error ? error.message : String(error)));
    return () => {
      left = true;
      viewer?.removeEventListener('spec-loaded', onLoaded);
      detach?.();
      forgetHighlighter?.();
    };
  }, [spec]);
  if (failure !== undefined) return <Alert severity="error">{t('app.docApi.unreadable', failure)}</Alert>;
  return (
    <Box sx={{ position: 'relative' }}>
      {!ready && (
        <LinearProgress aria-label={t('app.docApi.loading')} sx={{ position: 'absolute', top: 0, left: 0, right: 0 }} />
      )}
      {/*
        The viewer scrolls inside its card, with its own navigation beside it on wide screens. It is
        almost a window high: once the page has scrolled past the legend, the reference fills the screen.
      */}
      <Box ref={host} sx={{ height: { xs: 'calc(100dvh - 120px)', md: 'calc(100dvh - 144px)' }, minHeight: 420 }} />
    </Box>
  );
}

/** The address's parameter that names the section shown. */
const SECTION_PARAMETER = 'section';

/** The sections as tabs: scrolled sideways on a phone, each named by its tag (data of the contract). */
function SectionTabs({
  sections,
  shown,
  onChoose,
}: {
  sections: readonly ContractSection[];
  shown: string;
  onChoose: (tag: string) => void;
}) {
  const t = useWords();
  return (
    <Tabs
      value={shown}
      onChange={(_event, tag: string) => onChoose(tag)}
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      aria-label={t('app.docApi.sections')}
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      {sections.map(({ tag }, index) => (
        <Tab
          key={tag}
          value={tag}
          label={tag || t('app.docApi.untagged')}
          // By position: a tag may hold what an id may not (a space).
          id={`doc-api-section-${index}`}
          aria-controls="doc-api-viewer"
          sx={{ textTransform: 'capitalize', minWidth: 0 }}
        />
      ))}
    </Tabs>
  );
}

function Reference({ contract }: { contract: BadgedContract }) {
  const sections = useMemo(() => sectionsOf(contract.spec), [contract]);
  const [search, setSearch] = useSearchParams();
  const asked = search.get(SECTION_PARAMETER);
  // A section the contract does not have (an old link, a hand-typed address) opens the first one.
  const shown = sections.find(({ tag }) => tag === asked)?.tag ?? sections[0]?.tag ?? '';
  const spec = useMemo(() => sectionOf(contract.spec, shown), [contract, shown]);
  const choose = (tag: string) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(SECTION_PARAMETER, tag);
        return next;
      },
      { replace: true },
    );
  const tab = sections.findIndex(({ tag }) => tag === shown);
  return (
    <Card sx={{ overflow: 'hidden' }}>
      {/* A contract with no operation has no section to choose: the viewer shows what it has. */}
      {tab >= 0 && <SectionTabs sections={sections} shown={shown} onChoose={choose} />}
      <Box
        role={tab >= 0 ? 'tabpanel' : undefined}
        id="doc-api-viewer"
        aria-labelledby={tab >= 0 ? `doc-api-section-${tab}` : undefined}
      >
        {/* A new viewer per section: the last one's nodes go with it, and its progress bar shows again. */}
        <Viewer key={shown} spec={spec} />
      </Box>
    </Card>
  );
}

export default function DocApiPage() {
  const t = useWords();
  const [state] = useState(loadContract);
  // The badges are labelled in the person's words: the viewer shows them in the reference.
  const contract = useMemo(() => ('contract' in state ? withSourceBadges(state.contract, t) : undefined), [state, t]);
  return (
    <Box sx={{ minWidth: 0, py: { xs: 1, sm: 2 } }}>
      <Title title={t('app.docApi.title')} />
      {contract ? (
        <>
          <SourceLegend contract={contract} />
          <Reference contract={contract} />
        </>
      ) : (
        <Alert severity="error">{t('app.docApi.unreadable', 'failure' in state ? state.failure : '')}</Alert>
      )}
    </Box>
  );
}
