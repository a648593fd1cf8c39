import { VitePWA } from 'vite-plugin-pwa';

/** Mantine's blue 8, the theme's filled primary colour (apps/web/src/app/theme.ts): the installed app's title bar. */
export const themeColour = '#1971c2';

/**
 * The offline-cache worker and the web app manifest (decision 073). The worker is this folder's sw.ts, built to
 * /sw.js with the list of the build's files to keep; registering it is the app's own business (register.ts), after
 * the app has been stable, so the plugin injects no script (the page's policy would refuse an inline one anyway).
 */
export function offlineCache() {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/app/offline-cache',
    filename: 'sw.ts',
    injectRegister: false,
    // Written before the build's files are compressed (vite-precompress.ts), so /sw.js is sent as brotli too.
    integration: { closeBundleOrder: 'pre' },
    manifest: {
      id: '/',
      name: 'HOMER',
      short_name: 'HOMER',
      description: 'HOMER Public Health Pharmacy',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: themeColour,
      background_color: '#ffffff',
      icons: [
        { src: '/app-icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/app-icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        // The mark sits well inside the safe circle, so the same image serves launchers that crop icons.
        { src: '/app-icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    includeManifestIcons: false,
    injectManifest: {
      // The app's code, styles and icons, and the offline page. Not index.html (pages come from the server, see
      // sw.ts), not the barcode readers (the 950 kB WebAssembly, and STRICH's 224 kB chunk loaded only where a key is
      // configured: phones in scanning mode only), not the .br/.gz copies.
      globPatterns: ['assets/**/*.{js,css,woff2,woff,svg,png}', 'offline.html', 'app-icon-*.png'],
      globIgnores: ['assets/strich-*.js'],
    },
  });
}
