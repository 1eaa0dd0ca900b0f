/**
 * The last step before the search map draws its markers: supercluster groups pins by distance from
 * a point, but a price pin is wide and short and sits above its point, so two pins it keeps apart
 * can still overlap, and so can a pin and a cluster. Here markers whose boxes meet are merged into
 * one cluster (at their weighted middle) until none meet: no pin ever hides another.
 */

export interface PlacedMarker {
  /** The pins it holds, as positions in the list. */
  indexes: number[];
  /** Its point on the map's container, in CSS pixels. */
  x: number;
  y: number;
  /** Supercluster's id for its clusters; null for a single pin or a cluster made here. */
  clusterId: number | null;
}

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const meet = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

export function separateMarkers(markers: readonly PlacedMarker[], boxOf: (marker: PlacedMarker) => Box): PlacedMarker[] {
  const placed = [...markers];
  for (;;) {
    const boxes = placed.map(boxOf);
    let pair: [number, number] | null = null;
    for (let i = 0; i < placed.length && pair === null; i += 1) {
      for (let j = i + 1; j < placed.length; j += 1) {
        if (meet(boxes[i]!, boxes[j]!)) {
          pair = [i, j];
          break;
        }
      }
    }
    if (pair === null) return placed;
    const [a, b] = [placed[pair[0]]!, placed[pair[1]]!];
    const weightA = a.indexes.length;
    const weightB = b.indexes.length;
    const merged: PlacedMarker = {
      indexes: [...a.indexes, ...b.indexes],
      x: (a.x * weightA + b.x * weightB) / (weightA + weightB),
      y: (a.y * weightA + b.y * weightB) / (weightA + weightB),
      clusterId: null,
    };
    placed.splice(pair[1], 1);
    placed.splice(pair[0], 1, merged);
  }
}
