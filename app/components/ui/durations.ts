// How often the listing gallery's slideshow moves on (milliseconds).
export const CAROUSEL_MS = 3500;
