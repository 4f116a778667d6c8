import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';

// Modules every page loads with the shell, the root route's included. Kept in one chunk: a dozen
// tiny shared chunks cost more than their code (an import/export table and a gzip header each, one
// request each); the root route apart cost every page 0.8 KB gzip.
const shellModules =
  /\/node_modules\/(react|react-dom|react-router|scheduler|cookie)\/|rolldown.runtime|vite\/preload-helper|\/app\/(root\.tsx|entry\.client|ui\/(styles|ErrorScreen|RouteErrorBoundary|Logo|ServerHtml|route-links|ProgressBar|EdgeSwipeZone|toast\/(notify|ToastHost))|ui\/header\/(frame|AppHeader|MenuButton)|features\/(search\/SearchEntry|notifications\/NotificationsButton|auth\/(UnauthorizedNotice|use-signed-in))|ui\/overlay\/use-lazy-dialog|lib\/(api\/logout-in-progress|store|i18n\/(I18nProvider|translator|en-error-screen)|money|api\/use-browser-api-base|use-rendered-in-browser))/;

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
 * React Router's package exports point every import at its development build, which differs from
 * the production one only by `ENABLE_DEV_WARNINGS = true`: warnings and their text ship to every
 * visitor. The browser build takes the production files (the server keeps the package's default).
 */
function reactRouterProductionBuild(): Plugin {
  const dist = new URL('./node_modules/react-router/dist/production/', import.meta.url).pathname;
  const files: Record<string, string> = { 'react-router': 'index.mjs', 'react-router/dom': 'dom-export.mjs' };
  return {
    name: 'comanda:react-router-production',
    enforce: 'pre',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId(source) {
      const file = files[source];
      if (file) return dist + file;
    },
  };
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), plainDynamicImports(), reactRouterProductionBuild()],
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
            // Pictures, used by lists and the product dialog: kept out of the dialog's group below,
            // which would otherwise take it in (a group takes its modules' imports along).
            { name: 'StoredImage', test: /\/app\/(ui\/StoredImage|lib\/images)\.|\/contract\/images\./ },
            // The customer cart's loader hook and the group member's cookie: shared by the product
            // dialog and the shop page's group bar, which must not load the dialog's chunk for them.
            { name: 'cart-calls', test: /\/app\/features\/(cart\/use-customer-cart|group-order\/member-cookie)\./ },
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
