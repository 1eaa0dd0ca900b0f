/** The build's offline outlines (scripts/data/mapOutlines.ts), imported only by the map's own chunk. */
declare module 'virtual:campusnest/map-outlines' {
  type Point = [number, number];
  interface Box {
    south: number;
    west: number;
    north: number;
    east: number;
  }
  const outlines: {
    europe: { box: Box; land: Point[][][] };
    cities: Array<{ city: string; box: Box; land: Point[][][]; borders: Point[][] }>;
  };
  export default outlines;
}
