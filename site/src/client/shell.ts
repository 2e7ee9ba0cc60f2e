/**
 * The only script every page loads: the mobile menu and the Share button. They enhance server-rendered
 * markup without a framework, which keeps content pages (blog posts) within a few kilobytes of script.
 */
import '../styles.css';
import { setupMobileMenu } from './mobile-menu.ts';
import { setupShareButtons } from './share.ts';

setupMobileMenu(document);
setupShareButtons(document);
