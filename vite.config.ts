import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { createRequire } from 'node:module';
import { defineConfig, type Plugin } from 'vite';

// Modules every page loads with the shell, the root route's included. Kept in one chunk: a dozen
// tiny shared chunks cost more than their code (an import/export table and a gzip header each, one
// request each); the root route apart cost every page 0.8 KB gzip. Pictures (StoredImage) and the
// customer cart's hook are here too: nearly every page shows pictures, and a chunk of their own
// cost the product dialog route more than their bytes.
const shellModules =
  /comanda-as-module|\/node_modules\/(react|react-dom|react-router|scheduler|cookie)\/|rolldown.runtime|vite\/preload-helper|\/app\/(root\.tsx|ui\/(styles|ErrorScreen|RouteErrorBoundary|Logo|ServerHtml|route-links|ProgressBar|EdgeSwipeZone|toast\/(notify|ToastHost))|ui\/header\/(frame|AppHeader|MenuButton)|features\/(search\/SearchEntry|notifications\/NotificationsButton|auth\/(UnauthorizedNotice|use-signed-in))|ui\/overlay\/use-lazy-dialog|ui\/StoredImage|lib\/images|features\/(cart\/use-customer-cart|group-order\/member-cookie-name)|lib\/(api\/logout-in-progress|store|i18n\/(I18nProvider|translator|en-error-screen)|money|api\/use-browser-api-base|use-rendered-in-browser))/;

/**
 * Vite wraps every `import()` in a helper (0.9 KB gzip on every page) that preloads the chunk's
 * CSS and, with modulePreload, its imports. Ours preload nothing: modulePreload is off and no lazy
 * chunk imports CSS (a lazy component links its stylesheet itself, e.g. MapPicker). So the helper
 * only has to call the import; the build fails if a lazy chunk ever brings CSS again.
 */
function plainDynamicImports(): Plugin {
  const helperId = '\0vite/preload-helper.js';
  return {
    name: 'comanda:plain-dynamic-imports',
    enforce: 'pre',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    load(id) {
      if (id === helperId) return 'export const __vitePreload = (load) => load();';
    },
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk' && chunk.isDynamicEntry && chunk.viteMetadata?.importedCss.size) {
          this.error(`${chunk.fileName} imports CSS; lazy chunks must link their stylesheet (see plainDynamicImports)`);
        }
      }
    },
  };
}

/**
 * Files the browser build takes instead of what a package's exports point at (the server keeps
 * the package's default):
 * - React Router: its exports point every import at the development build, which differs from
 *   the production one only by `ENABLE_DEV_WARNINGS = true` (warnings and their text would ship
 *   to every visitor);
 * - Leaflet: its main file is the UMD build, the last CommonJS in the browser's chunks (it would
 *   keep the interop helpers of reactAsModules below in a chunk of their own); it ships as a
 *   module too.
 */
function browserBuildFiles(): Plugin {
  const file = (path: string) => new URL(`./node_modules/${path}`, import.meta.url).pathname;
  const files: Record<string, string> = {
    'react-router': file('react-router/dist/production/index.mjs'),
    'react-router/dom': file('react-router/dist/production/dom-export.mjs'),
    leaflet: file('leaflet/dist/leaflet-src.esm.js'),
  };
  return {
    name: 'comanda:browser-build-files',
    enforce: 'pre',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId: (source) => files[source],
  };
}

/** React's entry points: CommonJS packages, which the app and React Router import as modules. */
const REACT_ENTRIES = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client'];
const AS_MODULE = '\0comanda-as-module:';

/**
 * React ships CommonJS only. Bundled as is, every chunk that imports it wraps it again through
 * the bundler's interop helpers (`__toESM(require_react())`, then `(0, React.useState)(…)` at each
 * call), and those helpers get a chunk of their own that every page loads. Here each React entry
 * point is one module in the shell exporting its members by name: chunks import `useState` like
 * any other binding, and the helpers stay in the shell, their only user (−0.5 KB gzip on the
 * product dialog route). React's own files still `require` each other as before. Members nobody
 * imports are dropped (`@__PURE__`).
 */
function reactAsModules(): Plugin {
  const require = createRequire(import.meta.url);
  return {
    name: 'comanda:react-as-modules',
    enforce: 'pre',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId(source, importer, options) {
      if (!REACT_ENTRIES.includes(source) || importer?.startsWith(AS_MODULE)) return;
      if ((options as { kind?: string }).kind === 'require-call') return;
      return AS_MODULE + source;
    },
    load(id) {
      if (!id.startsWith(AS_MODULE)) return;
      const source = id.slice(AS_MODULE.length);
      // The production build's members (the development one has the same names).
      const names = Object.keys(require(source) as object).filter((name) => /^[A-Za-z_$][\w$]*$/.test(name));
      const members = names.map((name) => `export const ${name} = /* @__PURE__ */ member('${name}');`);
      return [`import cjs from '${source}';`, 'const member = (name) => cjs[name];', ...members, 'export default cjs;'].join('\n');
    },
  };
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), plainDynamicImports(), browserBuildFiles(), reactAsModules()],
  build: {
    target: 'es2022',
    // Lazy chunks are few and small; Vite's preload helper would cost every page ~0.6 KB.
    modulePreload: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'shell', test: shellModules },
            // What every modal needs, in one request (the product dialog route counts every byte).
            { name: 'overlay', test: /\/app\/ui\/overlay\/(DialogPanel|Modal|use-modal-dialog)/ },
            // The product dialog and adding to the cart from it, in one request (same budget).
            { name: 'ProductDialog', test: /\/app\/features\/(catalog\/product\/(ProductDialog|ProductView|product-choice|use-product|product-image|QuantityStepper)|cart\/use-cart-add)\./ },
            // The header's pickers, loaded on first use (desktop header) or with the drawer (phones),
            // with the dropdown they share with the user menu: one request, not a chain of two.
            { name: 'pickers', test: /\/app\/ui\/(Dropdown|header\/(Preferences|ThemeToggle|LanguagePicker|CurrencyPicker|PreferenceForm))\./ },
          ],
        },
      },
    },
  },
});
