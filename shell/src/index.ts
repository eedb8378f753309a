// Loaded by every page before any script runs: the landing page's styles too, since a production
// build serves the landing page as prerendered HTML.
import './base.css';
import './features/landing/landing-page.css';

const prerenderedLanding = window.location.pathname === '/' && document.getElementById('root')?.hasChildNodes();

// A prerendered landing page is complete: links to the app load it on the next page. Anywhere
// else, the async boundary lets the federation runtime settle shared singletons first.
if (!prerenderedLanding) void import('./bootstrap');
