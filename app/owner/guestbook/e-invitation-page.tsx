// Placeholder until the page is built (issue 15).
export { Component } from '../shell/coming-soon-page';
