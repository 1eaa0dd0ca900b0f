/**
 * What the offline maps draw (docs/product.md#maps), cut at build time from Natural Earth's data
 * as the `world-atlas` package ships it: for each of the 12 cities, the land (so the sea shows
 * where there is coast, as at Barcelona and Copenhagen) and the country borders inside a box
 * around the city, from the 1:10m data; for the view of all cities, the land of Europe from the
 * 1:50m data. Everything else is left out, so the map's data stays a few tens of KB and loads
 * with the map's own chunk, never on the first load.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Feature, Position } from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { cities } from './cities.ts';

/** [lat, lng], as Leaflet takes them. */
export type Point = [number, number];
/** A polygon: its outer ring, then any holes. */
export type Rings = Point[][];

export interface Box {
  south: number;
  west: number;
  north: number;
  east: number;
}

export interface CityOutline {
  city: string;
  /** The area the detailed outlines cover. */
  box: Box;
  land: Rings[];
  borders: Point[][];
}

export interface MapOutlines {
  /** Where the coarse outline of Europe is drawn. */
  europe: { box: Box; land: Rings[] };
  cities: CityOutline[];
}

/** How far a city's box reaches beyond its listings and campuses, in degrees of latitude (about 11 km). */
const CITY_MARGIN_DEG = 0.1;
const EUROPE_BOX: Box = { south: 34, west: -12, north: 64, east: 30 };

const require = createRequire(import.meta.url);
const readTopology = (file: string) => JSON.parse(readFileSync(require.resolve(`world-atlas/${file}`), 'utf8')) as Topology;

/** Four decimals: about 10 m, finer than the data itself (about 200 m at 1:10m). */
const round = (value: number) => Math.round(value * 10_000) / 10_000;
const toPoint = ([lng, lat]: Position): Point => [round(lat!), round(lng!)];
/** Two decimals (about 1 km) for the view of all cities, where a pixel is several km. */
const toCoarsePoint = ([lng, lat]: Position): Point => [Math.round(lat! * 100) / 100, Math.round(lng! * 100) / 100];

type Edge = (p: Position) => boolean;

/** Sutherland–Hodgman: one ring clipped to a box, edge by edge. A filled ring stays correct. */
function clipRing(ring: Position[], box: Box): Position[] {
  const edges: Array<[Edge, (a: Position, b: Position) => Position]> = [
    [(p) => p[0]! >= box.west, (a, b) => atLng(a, b, box.west)],
    [(p) => p[0]! <= box.east, (a, b) => atLng(a, b, box.east)],
    [(p) => p[1]! >= box.south, (a, b) => atLat(a, b, box.south)],
    [(p) => p[1]! <= box.north, (a, b) => atLat(a, b, box.north)],
  ];
  let output = ring;
  for (const [inside, cross] of edges) {
    const input = output;
    output = [];
    input.forEach((current, index) => {
      const previous = input[(index + input.length - 1) % input.length]!;
      if (inside(current)) {
        if (!inside(previous)) output.push(cross(previous, current));
        output.push(current);
      } else if (inside(previous)) {
        output.push(cross(previous, current));
      }
    });
    if (output.length === 0) break;
  }
  return output;
}

function atLng(a: Position, b: Position, lng: number): Position {
  const t = (lng - a[0]!) / (b[0]! - a[0]!);
  return [lng, a[1]! + t * (b[1]! - a[1]!)];
}

function atLat(a: Position, b: Position, lat: number): Position {
  const t = (lat - a[1]!) / (b[1]! - a[1]!);
  return [a[0]! + t * (b[0]! - a[0]!), lat];
}

const insideBox = (p: Position, box: Box) => p[0]! >= box.west && p[0]! <= box.east && p[1]! >= box.south && p[1]! <= box.north;

/** A line cut to a box: the runs of it inside, each extended to where it crosses the edge. */
function clipLine(line: Position[], box: Box): Position[][] {
  const runs: Position[][] = [];
  let run: Position[] = [];
  line.forEach((point, index) => {
    const previous = line[index - 1];
    if (insideBox(point, box)) {
      if (run.length === 0 && previous !== undefined) run.push(...clipRing([previous, point], box).slice(0, 1));
      run.push(point);
    } else if (run.length > 0) {
      run.push(...clipRing([run.at(-1)!, point], box).slice(-1));
      runs.push(run);
      run = [];
    }
  });
  if (run.length > 1) runs.push(run);
  return runs.filter((r) => r.length > 1);
}

function polygonsOf(geometry: Feature['geometry']): Position[][][] {
  if (geometry.type === 'Polygon') return [geometry.coordinates];
  if (geometry.type === 'MultiPolygon') return geometry.coordinates;
  return [];
}

function landIn(land: Feature[], box: Box, point: (p: Position) => Point): Rings[] {
  const out: Rings[] = [];
  for (const item of land) {
    for (const [outer = [], ...holes] of polygonsOf(item.geometry)) {
      const clipped = clipRing(outer, box);
      if (clipped.length < 3) continue;
      const rings = [clipped, ...holes.map((ring) => clipRing(ring, box)).filter((ring) => ring.length >= 3)];
      out.push(rings.map((ring) => ring.map(point)));
    }
  }
  return out;
}

/** The box around a city's centre, campuses and listings (4 km around the centre), with a margin. */
export function cityBox(city: (typeof cities)[number]): Box {
  const lats = [city.centre.lat, ...city.universities.map((u) => u.campus.lat)];
  const lngs = [city.centre.lng, ...city.universities.map((u) => u.campus.lng)];
  const lngScale = 1 / Math.cos((city.centre.lat * Math.PI) / 180);
  return {
    south: round(Math.min(...lats) - CITY_MARGIN_DEG),
    north: round(Math.max(...lats) + CITY_MARGIN_DEG),
    west: round(Math.min(...lngs) - CITY_MARGIN_DEG * lngScale),
    east: round(Math.max(...lngs) + CITY_MARGIN_DEG * lngScale),
  };
}

let cached: MapOutlines | undefined;

export function mapOutlines(): MapOutlines {
  if (cached) return cached;
  const detailed = readTopology('countries-10m.json');
  const detailedLand = [feature(detailed, detailed.objects.land as GeometryCollection)].flatMap((f) => ('features' in f ? f.features : [f]));
  const borders = mesh(detailed, detailed.objects.countries as GeometryCollection, (a, b) => a !== b);
  const coarse = readTopology('land-50m.json');
  const coarseLand = [feature(coarse, coarse.objects.land as GeometryCollection)].flatMap((f) => ('features' in f ? f.features : [f]));
  cached = {
    europe: { box: EUROPE_BOX, land: landIn(coarseLand, EUROPE_BOX, toCoarsePoint) },
    cities: cities.map((city) => {
      const box = cityBox(city);
      return {
        city: city.name,
        box,
        land: landIn(detailedLand, box, toPoint),
        borders: borders.coordinates.flatMap((line) => clipLine(line, box)).map((line) => line.map(toPoint)),
      };
    }),
  };
  return cached;
}
