/** The home page's own script: its carousels and countdowns, one module (issue 30). */
import './carousel.ts';
import './countdown.ts';
