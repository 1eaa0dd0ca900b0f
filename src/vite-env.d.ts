/// <reference types="vite/client" />

/** A .graphql file parsed at build time (scripts/build/graphqlSchemaAst.ts). */
declare module '*.graphql?ast' {
  const document: import('graphql').DocumentNode;
  export default document;
}

/** The year of the build, which its prerendered pages show (vite.config.ts). */
declare const __BUILD_YEAR__: number;

interface ImportMetaEnv {
  /**
   * The maps' street tiles, an XYZ URL template (`https://tiles.example.org/{z}/{x}/{y}.png`);
   * unset means OpenStreetMap's standard tiles, `none` only the offline outlines
   * (src/lib/mapTiles.ts). Its origin goes into the Content Security Policy at build time.
   */
  readonly VITE_MAP_TILES_URL?: string;
  /** The credit the tile provider asks for, shown in the map's corner (HTML); OpenStreetMap's by default. */
  readonly VITE_MAP_TILES_ATTRIBUTION?: string;
  /** A GraphQL server for the app to use instead of the in-browser backend (src/apollo/endpoint.ts). */
  readonly VITE_GRAPHQL_URL?: string;
}

/** The same, without descriptions. */
declare module '*.graphql?ast-lean' {
  const document: import('graphql').DocumentNode;
  export default document;
}
