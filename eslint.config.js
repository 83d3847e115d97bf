// @ts-check
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/schema.d.ts', '**/coverage/**', '**/*.gen.*', '.tmp/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: {
        projectService: {
          allowDefaultProject: ['*.js', '*.ts'],
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  // Three rules of the admin's imports (flat config replaces a rule's options as a whole, so each
  // file gets one list: the rules that apply to it, the later entry winning).
  ...(() => {
    const admin = 'packages/admin/src';
    // A screen asks for a section's data by its typed name (registry/data-hooks.ts): react-admin's
    // own hooks take any string, and a collection's name where the section's is meant compiled.
    const typedData = {
      name: 'react-admin',
      importNames: ['useGetOne', 'useGetList'],
      message: "Ask by section: useGetOne and useGetList from 'registry/data-hooks.js'.",
    };
    // Screens say things through react-admin's i18nProvider (useWords), never the catalogue itself:
    // another locale, and the pseudo-locale that finds text outside the catalogue, would miss it.
    const wordsThroughProvider = {
      group: ['**/i18n/en.js', '**/i18n/en-shell.js', '**/i18n/catalogue-words.js'],
      allowTypeImports: true,
      message: "Say it with useWords from 'i18n/words.js': the catalogue is read by the i18nProvider only.",
    };
    // The screens import the shared components, the access rule and the facts of the sections: any
    // of those that imported the screens' table would make the whole app one circle (issue 43). A
    // type import counts: the module is named all the same. The rule sees neither a lazy `import()`
    // nor a module in between: sections/boundary.test.ts follows every import.
    const noScreens = {
      group: ['**/sections/screens.js', './screens.js', '**/sections/index.js'],
      message:
        "Only admin/AdminApp.tsx and sections/preload.ts read the screens' table: take a section's facts from 'registry/table.js', or the section a component is drawn in from useSectionDefinition ('registry/data-hooks.js').",
    };
    const readsCatalogue = [`${admin}/i18n/**`, `${admin}/providers/i18n-provider.ts`, `${admin}/**/*.test.{ts,tsx}`];
    const dataHooks = `${admin}/registry/data-hooks.ts`;
    const belowScreens = [`${admin}/components/**`, `${admin}/access/**`, `${admin}/registry/**`];
    const belowScreensTests = [`${admin}/components/**/*.test.{ts,tsx}`, `${admin}/access/**/*.test.{ts,tsx}`];
    return [
      {
        files: [`${admin}/**/*.{ts,tsx}`],
        ignores: [dataHooks, ...readsCatalogue],
        rules: { 'no-restricted-imports': ['error', { paths: [typedData], patterns: [wordsThroughProvider] }] },
      },
      { files: readsCatalogue, rules: { 'no-restricted-imports': ['error', { paths: [typedData] }] } },
      { files: [dataHooks], rules: { 'no-restricted-imports': ['error', { patterns: [wordsThroughProvider] }] } },
      // The same lists, with the screens' table refused to what lies below the screens.
      {
        files: belowScreens,
        rules: {
          'no-restricted-imports': ['error', { paths: [typedData], patterns: [wordsThroughProvider, noScreens] }],
        },
      },
      {
        files: belowScreensTests,
        rules: { 'no-restricted-imports': ['error', { paths: [typedData], patterns: [noScreens] }] },
      },
      {
        files: [dataHooks],
        rules: { 'no-restricted-imports': ['error', { patterns: [wordsThroughProvider, noScreens] }] },
      },
    ];
  })(),
  {
    files: ['**/*.js'],
    extends: [tseslint.configs.disableTypeChecked],
  },
);
