// Where the app serves its own basemap of Iceland (server/map/basemap.ts draws it, the map view
// reads it). The version in the name changes with the data, so the document is cached for good.
export const BASEMAP_PATH = '/map/iceland-v1.json';
