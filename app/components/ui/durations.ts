// How long transient messages stay on screen, and how often the carousel moves on (milliseconds).
export const SNACKBAR_MS = 3500;
export const TOAST_MS = 2000;
export const NOTIFICATION_MS = 2000;
export const CAROUSEL_MS = 3500;
