/**
 * The maps themselves, one lazy chunk with Leaflet, supercluster, their CSS and the offline
 * outlines: MapFrame imports it only when a map is shown. Street tiles (streetTiles.ts) lie over
 * what the maps draw offline (docs/product.md#maps): Natural Earth's land and borders, which stay
 * as the fallback, the universities as landmarks, rings or a line in kilometres, Leaflet's scale.
 */
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import Supercluster from 'supercluster';
import outlines from 'virtual:campusnest/map-outlines';
import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Link, useLocation } from 'react-router-dom';
import { formatDistance, formatPrice } from '../../i18n/format';
import { clusterLabel, pinLabel, type MapLandmark, type MapPin } from './mapData';
import { separateMarkers, type Box, type PlacedMarker } from './pinLayout';
import { addStreetTiles, creditStreets, streetTilesOn } from './streetTiles';
import './map.css';

/** Below this zoom (a view wider than a city) only the chosen universities keep their name on the map. */
const LABEL_ZOOM = 10;
const SEA = '#cfe1f0';
const LAND = '#f4f1ea';

const prefersReducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

const boxBounds = ({ south, west, north, east }: { south: number; west: number; north: number; east: number }) => L.latLngBounds([south, west], [north, east]);

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

const markerIcon = (html: HTMLElement) => L.divIcon({ className: 'cn-marker', html, iconSize: [0, 0], iconAnchor: [0, 0] });

/** A mortarboard, as the cards' school icon draws it. */
const SCHOOL_SVG =
  '<svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"><path d="M22 10L12 5 2 10l10 5 10-5z"/><path d="M6 12v5c3 2 9 2 12 0v-5"/></svg>';

const credits = new WeakMap<L.Map, string>();

/**
 * The outlines' credit, 'Outlines: Natural Earth', in the page's language (replacing the one
 * before), while the outlines are what the map shows: with street tiles loaded they lie hidden
 * under them, and the credits must fit a phone's map beside the scale. (Natural Earth is in the
 * public domain: the credit is a courtesy.)
 */
function setOutlinesCredit(map: L.Map, outlines: string, shown: boolean): void {
  const previous = credits.get(map);
  if (previous !== undefined) map.attributionControl.removeAttribution(previous);
  credits.delete(map);
  if (!shown) return;
  // `outlines` comes from our catalogs, never from data; Leaflet inserts credits as HTML.
  const credit = `${outlines}: <a href="https://www.naturalearthdata.com">Natural Earth</a>`;
  map.attributionControl.addAttribution(credit);
  credits.set(map, credit);
}

interface BaseMapOptions {
  label: string;
  outlines: string;
  scrollWheelZoom: boolean;
  /** Told whether street tiles in view failed to load (no connection, say). */
  onStreetsMissing: (missing: boolean) => void;
  /**
   * Streets wait for `showStreets`: a map whose first view waits for data would otherwise fetch
   * the tiles of a view nobody sees (and a reload offline would miss them).
   */
  streetsAfterFirstView?: boolean;
}

const streetsShown = new WeakSet<L.Map>();

/** Adds the street tiles to a map made with `streetsAfterFirstView`, once. */
function showStreets(map: L.Map, onStreetsMissing: (missing: boolean) => void): void {
  if (streetsShown.has(map)) return;
  streetsShown.add(map);
  addStreetTiles(map, onStreetsMissing);
}

/**
 * Slides each university's name sideways until it is whole inside the map ("…y of Berlin" at the
 * edge otherwise). A name whose mark is outside the view, or that would cover a control or a name
 * already placed (the chosen universities' first), is hidden: every name shown is whole and
 * readable. Positions come from the map's own projection and sizes from layout, not from the
 * markers' drawn places, which Leaflet may update a frame after its events.
 */
function keepLabelsInside(map: L.Map, container: HTMLElement): void {
  const size = map.getSize();
  const margin = 4;
  // The controls (zoom buttons, scale, credits) stay where they are: names go around them.
  const origin = container.getBoundingClientRect();
  const placed: DOMRect[] = [...container.querySelectorAll('.leaflet-control')].map((control) => {
    const rect = control.getBoundingClientRect();
    return new DOMRect(rect.x - origin.x, rect.y - origin.y, rect.width, rect.height);
  });
  const landmarks = [...container.querySelectorAll<HTMLElement>('.cn-landmark')].sort(
    (a, b) => Number(b.classList.contains('is-chosen')) - Number(a.classList.contains('is-chosen')),
  );
  for (const landmark of landmarks) {
    const name = landmark.querySelector<HTMLElement>('.cn-landmark-name');
    const { lat, lng } = landmark.dataset;
    if (!name || lat === undefined || lng === undefined) continue;
    name.style.translate = '';
    name.style.visibility = '';
    if (name.offsetWidth === 0) continue; // Hidden at this zoom (.cn-labels-hidden).
    const at = map.latLngToContainerPoint([Number(lat), Number(lng)]);
    // The landmark's box starts at its point, moved by its CSS translate.
    const { m41: dx, m42: dy } = new DOMMatrixReadOnly(getComputedStyle(landmark).transform);
    const left = at.x + dx + name.offsetLeft;
    const top = at.y + dy + name.offsetTop;
    const right = left + name.offsetWidth;
    const shift = left < margin ? margin - left : right > size.x - margin ? Math.max(size.x - margin - right, margin - left) : 0;
    const moved = new DOMRect(left + shift, top, name.offsetWidth, name.offsetHeight);
    const covers = placed.some((other) => moved.left < other.right && other.left < moved.right && moved.top < other.bottom && other.top < moved.bottom);
    if (at.x < 0 || at.x > size.x || covers) {
      name.style.visibility = 'hidden';
      continue;
    }
    if (shift !== 0) name.style.translate = `${shift}px 0`;
    placed.push(moved);
  }
}

/** A Leaflet map with what every map of ours shows: outlines, street tiles, scale, credits. */
function createBaseMap(container: HTMLElement, options: BaseMapOptions): L.Map {
  const still = prefersReducedMotion();
  const map = L.map(container, {
    zoomAnimation: !still,
    fadeAnimation: !still,
    markerZoomAnimation: !still,
    inertia: !still,
    scrollWheelZoom: options.scrollWheelZoom,
    minZoom: 3,
    maxZoom: 17,
    worldCopyJump: false,
  });
  container.setAttribute('aria-label', options.label);
  container.setAttribute('role', 'region');
  map.attributionControl.setPrefix('<a href="https://leafletjs.com">Leaflet</a>');
  setOutlinesCredit(map, options.outlines, !streetTilesOn);
  creditStreets(map);
  L.control.scale({ imperial: false, maxWidth: 90 }).addTo(map);

  map.createPane('outlines').style.zIndex = '150';
  const renderer = L.svg({ pane: 'outlines', padding: 0.5 });
  const fill = (color: string): L.PolylineOptions => ({ stroke: false, fillColor: color, fillOpacity: 1, interactive: false, renderer });
  const europe = L.layerGroup([L.rectangle(boxBounds(outlines.europe.box), fill(SEA)), L.polygon(outlines.europe.land, fill(LAND))]);
  const cities = L.layerGroup(
    outlines.cities.flatMap((city) => [
      L.rectangle(boxBounds(city.box), fill(SEA)),
      L.polygon(city.land, fill(LAND)),
      L.polyline(city.borders, { color: '#6b7280', weight: 1.5, dashArray: '6 4', interactive: false, renderer }),
    ]),
  );
  // Europe's coarse outline everywhere; each city's detailed one over it, inside the city's box.
  europe.addTo(map);
  cities.addTo(map);
  const showLabels = () => {
    container.classList.toggle('cn-labels-hidden', map.getZoom() < LABEL_ZOOM);
  };
  map.on('zoomend', showLabels);
  map.whenReady(showLabels);
  // Once a frame at most, however many markers a move adds.
  let labelsFrame = 0;
  const scheduleLabels = () => {
    labelsFrame ||= requestAnimationFrame(() => {
      labelsFrame = 0;
      keepLabelsInside(map, container);
    });
  };
  map.on('move moveend viewreset resize layeradd', scheduleLabels);
  map.on('unload', () => {
    cancelAnimationFrame(labelsFrame);
  });

  // The box can change size after the map measured it (the page's columns settle, the window
  // turns): measure again, keeping the centre.
  if (typeof ResizeObserver === 'function') {
    const observer = new ResizeObserver(() => {
      map.invalidateSize({ pan: false });
    });
    observer.observe(container);
    map.on('unload', () => {
      observer.disconnect();
    });
  }

  if (options.streetsAfterFirstView !== true) showStreets(map, options.onStreetsMissing);
  return map;
}

/** Says why the map shows outlines where streets should be. Always there (empty) so that screen readers announce the change. */
function StreetsNote({ missing }: { missing: boolean }) {
  const { t } = useLingui();
  return (
    <div className="cn-streets-status" role="status">
      {missing ? (
        <p>{t({ message: 'Street map needs a connection.', comment: 'Over a map whose street tiles could not load; the outlines show instead' })}</p>
      ) : null}
    </div>
  );
}

/** `nameAbove`: the name over the mark rather than under it, clear of what lies south of it. */
function landmarkMarker(landmark: MapLandmark, nameAbove = false): L.Marker {
  const body = element('span', `cn-landmark${landmark.chosen ? ' is-chosen' : ''}${nameAbove ? ' is-name-above' : ''}`);
  const icon = element('span', 'cn-landmark-icon');
  icon.innerHTML = SCHOOL_SVG;
  body.append(icon, element('span', 'cn-landmark-name', landmark.name));
  body.dataset.lat = String(landmark.lat);
  body.dataset.lng = String(landmark.lng);
  return L.marker([landmark.lat, landmark.lng], {
    icon: markerIcon(body),
    interactive: false,
    keyboard: false,
    zIndexOffset: landmark.chosen ? -50 : -100,
  });
}

/** Dashed rings at 1, 2 and 5 km around a point, each labelled on its north side: a schematic of distance. */
function distanceRings(centre: L.LatLngExpression): L.LayerGroup {
  const group = L.layerGroup();
  for (const km of [1, 2, 5]) {
    const ring = L.circle(centre, { radius: km * 1000, color: '#b45309', weight: 1.2, opacity: 0.7, dashArray: '4 6', fill: false, interactive: false });
    group.addLayer(ring);
    const north = L.latLng(centre)
      .toBounds(km * 2000)
      .getNorth();
    group.addLayer(
      L.marker([north, L.latLng(centre).lng], { icon: markerIcon(element('span', 'cn-ring-label', `${km} km`)), interactive: false, keyboard: false }),
    );
  }
  return group;
}

/**
 * How far apart, in screen pixels, supercluster keeps pins (the extent of 256 makes its radius
 * Leaflet's pixels); separateMarkers then merges any whose boxes still meet.
 */
const PIN_CLEARANCE = 56;

let measure: CanvasRenderingContext2D | null = null;

/**
 * Where a marker is drawn around its point (map.css): a price pin above it, as wide as its price
 * (measured in the pin's font), a cluster's circle centred on it; with 2 px to spare.
 */
function markerBox(marker: PlacedMarker, price: string | null): Box {
  if (price === null) return { left: marker.x - 21, right: marker.x + 21, top: marker.y - 21, bottom: marker.y + 21 };
  measure ??= document.createElement('canvas').getContext('2d');
  let width = price.length * 9;
  if (measure) {
    measure.font = "700 13.6px system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";
    width = measure.measureText(price).width;
  }
  // Padding 0.5rem and a 2 px border each side; 0.2rem padding, a 2 px border and 1.3 lines high; 7 px of arrow under it.
  const half = width / 2 + 8 + 2 + 2;
  return { left: marker.x - half, right: marker.x + half, top: marker.y - 7 - 28 - 2, bottom: marker.y - 7 + 2 };
}

const fitOptions = (still: boolean): L.FitBoundsOptions => ({ padding: [96, 56], maxZoom: 14, animate: !still });

export interface SearchLeafletMapProps {
  pins: MapPin[];
  landmarks: MapLandmark[];
  searchKey: string;
  /** The pins and landmarks of `searchKey` have arrived: the view can be fitted to them. */
  ready: boolean;
  activeId: string | null;
  onActiveChange: (id: string | null) => void;
  /** Whether the pin card gives the distance to campus (a university is chosen). */
  showDistance: boolean;
}

type PointProperties = { index: number };
type ClusterFeature = Supercluster.ClusterFeature<Supercluster.AnyProps> | Supercluster.PointFeature<PointProperties>;

interface OpenCard {
  pin: MapPin;
  content: HTMLElement;
}

/**
 * The search results' map: a price pin per listing in the list, clustered where they overlap, the
 * universities as landmarks, rings around the chosen one. Pins are buttons, in the list's order,
 * named like "€459 per month, Stracke LLC Residence"; one opens a small card (Escape closes it and
 * returns to the pin). Hovering or focusing a pin highlights its card, and `activeId` (a hovered
 * or focused card) highlights its pin, or the cluster that holds it.
 */
export function SearchLeafletMap({ pins, landmarks, searchKey, ready, activeId, onActiveChange, showDistance }: SearchLeafletMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const pinsLayer = useRef<L.LayerGroup | null>(null);
  const landmarksLayer = useRef<L.LayerGroup | null>(null);
  /** Each pin's marker element, or its cluster's, by listing id: where `activeId` is drawn. */
  const elementsById = useRef(new Map<string, HTMLElement>());
  const renderPins = useRef<(focusKey?: string | null) => void>(() => undefined);
  const { t, i18n } = useLingui();
  // The imperative pins read the language here: a change of language redraws them (below).
  const outlinesWord = t({ message: 'Outlines', comment: 'Map credit: "Outlines: Natural Earth", the source of the coastlines and borders' });
  const latest = useRef<{ pins: MapPin[]; onActiveChange: (id: string | null) => void; activeId: string | null; i18n: I18n; outlinesWord: string }>({
    pins,
    onActiveChange,
    activeId,
    i18n,
    outlinesWord,
  });
  const fittedKey = useRef<string | null>(null);
  const [card, setCard] = useState<OpenCard | null>(null);
  const openCardFor = useRef<(pin: MapPin) => void>(() => undefined);
  const location = useLocation();
  const clusterIndex = useRef<Supercluster<PointProperties> | null>(null);
  const [streetsMissing, setStreetsMissing] = useState(false);

  const highlight = (id: string | null) => {
    for (const node of containerRef.current?.querySelectorAll('.is-active') ?? []) node.classList.remove('is-active');
    if (id !== null) elementsById.current.get(id)?.classList.add('is-active');
  };

  useEffect(() => {
    latest.current = { pins, onActiveChange, activeId, i18n, outlinesWord };
  });

  // The map, once.
  useEffect(() => {
    const container = containerRef.current!;
    const map = createBaseMap(container, {
      label: '',
      outlines: latest.current.outlinesWord,
      scrollWheelZoom: true,
      onStreetsMissing: setStreetsMissing,
      streetsAfterFirstView: true,
    });
    map.fitBounds(boxBounds(outlines.europe.box), { animate: false });
    mapRef.current = map;
    pinsLayer.current = L.layerGroup().addTo(map);
    landmarksLayer.current = L.layerGroup().addTo(map);
    const popup = L.popup({
      className: 'cn-pin-popup',
      maxWidth: 240,
      minWidth: 240,
      offset: [0, -30],
      autoPan: !prefersReducedMotion(),
      autoPanPadding: [24, 24],
    });
    let openId: string | null = null;
    let pendingFocus: string | null = null;

    const focusPin = (id: string) => {
      const target = container.querySelector<HTMLElement>(`[data-pin="${CSS.escape(id)}"]`);
      target?.focus();
    };
    openCardFor.current = (pin) => {
      const content = element('div', 'cn-pin-card-slot');
      popup.setLatLng([pin.lat, pin.lng]).setContent(content).openOn(map);
      if (prefersReducedMotion()) map.panInside([pin.lat, pin.lng], { padding: [140, 180], animate: false });
      openId = pin.id;
      setCard({ pin, content });
      container.querySelectorAll('[data-pin]').forEach((node) => {
        node.setAttribute('aria-expanded', String(node.getAttribute('data-pin') === pin.id));
      });
    };
    map.on('popupclose', () => {
      const closed = openId;
      openId = null;
      setCard(null);
      container.querySelectorAll('[data-pin]').forEach((node) => {
        node.setAttribute('aria-expanded', 'false');
      });
      // Back to the pin when the card had the focus (Escape, its close button), not on a click elsewhere.
      const focus = document.activeElement;
      if (closed !== null && (focus === null || focus === document.body || container.contains(focus))) focusPin(closed);
    });
    container.addEventListener('keydown', (event) => {
      if (event.key === 'Escape' && openId !== null) {
        event.stopPropagation();
        map.closePopup();
      }
    });

    renderPins.current = (focusPinId) => {
      const index = clusterIndex.current;
      const layer = pinsLayer.current;
      if (!index || !layer) return;
      const active = document.activeElement;
      const keepFocus = active instanceof HTMLElement && container.contains(active) ? (active.dataset.key ?? null) : null;
      const bounds = map.getBounds().pad(0.5);
      const zoom = Math.round(map.getZoom());
      const features = index.getClusters([bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()], zoom) as ClusterFeature[];
      const all = latest.current.pins;
      const { i18n: language } = latest.current;
      const ordered = separateMarkers(
        features.map((feature) => {
          const leaves = 'cluster_id' in feature.properties ? index.getLeaves(feature.properties.cluster_id, Infinity) : [feature];
          const [lng, lat] = feature.geometry.coordinates as [number, number];
          const point = map.latLngToContainerPoint([lat, lng]);
          const clusterId = 'cluster_id' in feature.properties ? (feature.properties as { cluster_id: number }).cluster_id : null;
          return { indexes: leaves.map((leaf) => (leaf.properties as PointProperties).index), x: point.x, y: point.y, clusterId };
        }),
        (marker) => markerBox(marker, marker.indexes.length === 1 ? formatPrice(language.locale, all[marker.indexes[0]!]!.price) : null),
      )
        .map((marker) => ({ ...marker, first: Math.min(...marker.indexes) }))
        .sort((a, b) => a.first - b.first);
      layer.clearLayers();
      elementsById.current.clear();
      for (const { indexes, x, y, clusterId } of ordered) {
        const { lat, lng } = map.containerPointToLatLng([x, y]);
        let button: HTMLButtonElement;
        if (indexes.length === 1) {
          const pin = all[indexes[0]!]!;
          const { i18n: active } = latest.current;
          button = element('button', 'cn-pin', formatPrice(active.locale, pin.price));
          button.dataset.pin = pin.id;
          button.dataset.key = `pin:${pin.id}`;
          button.setAttribute('aria-label', pinLabel(active, pin));
          button.setAttribute('aria-expanded', String(openId === pin.id));
          button.setAttribute('aria-haspopup', 'dialog');
          button.addEventListener('click', (event) => {
            event.stopPropagation();
            openCardFor.current(pin);
          });
          elementsById.current.set(pin.id, button);
        } else {
          const members = indexes.map((i) => all[i]!);
          const prices = members.map((pin) => pin.price);
          button = element('button', 'cn-cluster', String(members.length));
          button.dataset.key = `cluster:${members
            .map((pin) => pin.id)
            .sort()
            .join(',')}`;
          button.setAttribute('aria-label', clusterLabel(latest.current.i18n, prices));
          button.addEventListener('click', (event) => {
            event.stopPropagation();
            // After zooming, the focus goes to the first of its pins rather than being lost with the cluster.
            pendingFocus = members[0]!.id;
            const animate = !prefersReducedMotion();
            if (clusterId !== null) map.setView([lat, lng], Math.min(index.getClusterExpansionZoom(clusterId), map.getMaxZoom()), { animate });
            // A cluster of pins that would overlap: as close as shows them apart.
            else map.fitBounds(L.latLngBounds(members.map((pin) => L.latLng(pin.lat, pin.lng))), { padding: [72, 72], maxZoom: map.getMaxZoom(), animate });
          });
          for (const pin of members) elementsById.current.set(pin.id, button);
        }
        button.type = 'button';
        const id = button.dataset.pin;
        const activate = () => {
          latest.current.onActiveChange(id ?? null);
        };
        const deactivate = () => {
          latest.current.onActiveChange(null);
        };
        if (id !== undefined) {
          button.addEventListener('mouseenter', activate);
          button.addEventListener('focus', activate);
          button.addEventListener('mouseleave', deactivate);
          button.addEventListener('blur', deactivate);
        }
        L.DomEvent.disableClickPropagation(button);
        layer.addLayer(L.marker([lat, lng], { icon: markerIcon(button), keyboard: false, riseOnHover: true }));
      }
      highlight(latest.current.activeId);
      // The focus stays on the marker it was on, or goes where a cluster's zoom sent it: the pin, or the smaller cluster holding it.
      if (focusPinId) elementsById.current.get(focusPinId)?.focus();
      else if (keepFocus) container.querySelector<HTMLElement>(`[data-key="${CSS.escape(keepFocus)}"]`)?.focus();
    };
    map.on('moveend', () => {
      const focus = pendingFocus;
      pendingFocus = null;
      renderPins.current(focus);
    });
    return () => {
      // Stop a pan or zoom in flight first: Leaflet's animations step on elements remove() takes away.
      map.stop();
      map.off();
      map.remove();
      mapRef.current = null;
    };
  }, []);

  // The pins, and the view when the search changed.
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    const index = new Supercluster<PointProperties>({ radius: PIN_CLEARANCE, extent: 256, maxZoom: 16 });
    index.load(
      pins.map((pin, position) => ({ type: 'Feature', properties: { index: position }, geometry: { type: 'Point', coordinates: [pin.lng, pin.lat] } })),
    );
    clusterIndex.current = index;
    // A new search is fitted once, when its pins and landmarks are there: its pins and the chosen
    // universities, or with no pins its landmarks. "Load more" keeps the view.
    if (ready && fittedKey.current !== searchKey) {
      fittedKey.current = searchKey;
      const points = pins.length > 0 ? pins.map((pin) => L.latLng(pin.lat, pin.lng)) : landmarks.map((l) => L.latLng(l.lat, l.lng));
      for (const landmark of landmarks) if (landmark.chosen && pins.length > 0) points.push(L.latLng(landmark.lat, landmark.lng));
      if (points.length > 0) map.fitBounds(L.latLngBounds(points), fitOptions(prefersReducedMotion()));
    }
    if (ready) showStreets(map, setStreetsMissing);
    renderPins.current();
  }, [pins, landmarks, searchKey, ready]);

  // The landmarks, with rings around the chosen university when there is one.
  useEffect(() => {
    const layer = landmarksLayer.current;
    if (!layer) return;
    layer.clearLayers();
    const chosen = landmarks.filter((landmark) => landmark.chosen);
    if (chosen.length === 1) layer.addLayer(distanceRings([chosen[0]!.lat, chosen[0]!.lng]));
    for (const landmark of landmarks) layer.addLayer(landmarkMarker(landmark));
  }, [landmarks]);

  useEffect(() => {
    highlight(activeId);
  }, [activeId]);

  // The map's name and its pins' prices and names follow the language.
  const mapLabel = t`Map of the properties in the list`;
  useEffect(() => {
    containerRef.current?.setAttribute('aria-label', mapLabel);
    renderPins.current();
  }, [mapLabel, i18n.locale]);

  useEffect(() => {
    if (mapRef.current) setOutlinesCredit(mapRef.current, outlinesWord, streetsMissing || !streetTilesOn);
  }, [outlinesWord, streetsMissing]);

  return (
    <>
      <div ref={containerRef} style={{ position: 'absolute', inset: 0 }} />
      <StreetsNote missing={streetsMissing} />
      {card ? createPortal(<PinCard pin={card.pin} showDistance={showDistance} backTo={`${location.pathname}${location.search}`} />, card.content) : null}
    </>
  );
}

function PinCard({ pin, showDistance, backTo }: { pin: MapPin; showDistance: boolean; backTo: string }) {
  const link = useRef<HTMLAnchorElement>(null);
  const { t, i18n } = useLingui();
  const distance = formatDistance(i18n.locale, pin.distanceKm);
  const university = pin.university;
  useEffect(() => {
    link.current?.focus();
  }, [pin.id]);
  return (
    <div className="cn-pin-card" role="dialog" aria-label={pin.name}>
      <img src={pin.image} alt="" width={240} height={110} />
      <div className="cn-pin-card-body">
        <p className="cn-pin-card-price">
          {formatPrice(i18n.locale, pin.price)}
          <span>{t({ message: '/month', comment: 'After a monthly rent, as in €459/month' })}</span>
        </p>
        <Link ref={link} className="cn-pin-card-link" to={`/property/${pin.id}`} state={{ backTo }}>
          {pin.name}
        </Link>
        <p className="cn-pin-card-near">
          {showDistance
            ? t({ message: `${distance} to ${university}`, comment: 'Straight-line distance to the main campus, as in "2.3 km to Free University of Berlin"' })
            : t`Near ${university}`}
        </p>
      </div>
    </div>
  );
}

export interface LocationLeafletMapProps {
  home: { name: string; lat: number; lng: number };
  university: MapLandmark;
  distanceKm: number;
}

/** The property page's map: the listing, its university's campus, and the straight line between them with its length. */
export function LocationLeafletMap({ home, university, distanceKm }: LocationLeafletMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const { name: homeName, lat: homeLat, lng: homeLng } = home;
  const { name: campusName, lat: campusLat, lng: campusLng } = university;
  const { t, i18n } = useLingui();
  const distance = formatDistance(i18n.locale, distanceKm);
  const label = t`Map: ${homeName} and ${campusName}, ${distance} apart in a straight line`;
  const homeLabel = t({ message: 'This property', comment: 'Marks the listing on its map' });
  const outlinesWord = t({ message: 'Outlines', comment: 'Map credit: "Outlines: Natural Earth", the source of the coastlines and borders' });
  const [streetsMissing, setStreetsMissing] = useState(false);
  const mapRef = useRef<L.Map | null>(null);
  useEffect(() => {
    const container = containerRef.current!;
    const map = createBaseMap(container, { label, outlines: outlinesWord, scrollWheelZoom: false, onStreetsMissing: setStreetsMissing });
    mapRef.current = map;
    const homePoint = L.latLng(homeLat, homeLng);
    const campus = L.latLng(campusLat, campusLng);
    L.polyline([homePoint, campus], { color: '#111827', weight: 2, dashArray: '6 6', interactive: false }).addTo(map);
    const middle = L.latLng((homeLat + campusLat) / 2, (homeLng + campusLng) / 2);
    L.marker(middle, { icon: markerIcon(element('span', 'cn-line-label', distance)), interactive: false, keyboard: false }).addTo(map);
    // The name on the far side of the campus from the line to the listing, which it would cross.
    landmarkMarker({ name: campusName, lat: campusLat, lng: campusLng, chosen: true }, campusLat > homeLat).addTo(map);
    L.marker(homePoint, { icon: markerIcon(element('span', 'cn-home', homeLabel)), interactive: false, keyboard: false, zIndexOffset: 100 }).addTo(map);
    map.fitBounds(L.latLngBounds([homePoint, campus]), { padding: [56, 56], maxZoom: 15, animate: false });
    return () => {
      map.stop();
      map.remove();
      mapRef.current = null;
    };
  }, [homeLat, homeLng, campusName, campusLat, campusLng, distance, label, homeLabel, outlinesWord]);
  useEffect(() => {
    if (mapRef.current) setOutlinesCredit(mapRef.current, outlinesWord, streetsMissing || !streetTilesOn);
  }, [outlinesWord, streetsMissing]);
  return (
    <>
      <div ref={containerRef} style={{ position: 'absolute', inset: 0 }} />
      <StreetsNote missing={streetsMissing} />
    </>
  );
}

export interface PinPickerLeafletMapProps {
  /** Where the pin is. */
  value: { lat: number; lng: number };
  /** The map's accessible name. */
  label: string;
  /** The pin's own text. */
  pinLabel: string;
  onChange: (point: { lat: number; lng: number }) => void;
}

/**
 * The listing form's Location (issue #33): a pin dragged or tapped into place. The latitude and
 * longitude fields beside the map move it too, so a keyboard places it without the map.
 */
export function PinPickerLeafletMap({ value, label, pinLabel, onChange }: PinPickerLeafletMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<{ map: L.Map; marker: L.Marker } | null>(null);
  const onChangeRef = useRef(onChange);
  const { t } = useLingui();
  const outlinesWord = t({ message: 'Outlines', comment: 'Map credit: "Outlines: Natural Earth", the source of the coastlines and borders' });
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);
  const [streetsMissing, setStreetsMissing] = useState(false);
  const { lat, lng } = value;
  useEffect(() => {
    const map = createBaseMap(containerRef.current!, { label, outlines: outlinesWord, scrollWheelZoom: false, onStreetsMissing: setStreetsMissing });
    const marker = L.marker([lat, lng], { icon: markerIcon(element('span', 'cn-home', pinLabel)), draggable: true, keyboard: false, zIndexOffset: 100 }).addTo(
      map,
    );
    const moveTo = (point: L.LatLng) => {
      onChangeRef.current({ lat: Number(point.lat.toFixed(6)), lng: Number(point.lng.toFixed(6)) });
    };
    marker.on('dragend', () => {
      moveTo(marker.getLatLng());
    });
    map.on('click', (event: L.LeafletMouseEvent) => {
      moveTo(event.latlng);
    });
    map.setView([lat, lng], 13, { animate: false });
    mapRef.current = { map, marker };
    return () => {
      mapRef.current = null;
      map.stop();
      map.remove();
    };
    // The map is made once per label; the pin follows `value` below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [label, pinLabel, outlinesWord]);
  useEffect(() => {
    const current = mapRef.current;
    if (!current) return;
    const point = L.latLng(lat, lng);
    if (!current.marker.getLatLng().equals(point)) current.marker.setLatLng(point);
    if (!current.map.getBounds().contains(point)) current.map.panTo(point, { animate: false });
  }, [lat, lng]);
  useEffect(() => {
    if (mapRef.current) setOutlinesCredit(mapRef.current.map, outlinesWord, streetsMissing || !streetTilesOn);
  }, [outlinesWord, streetsMissing]);
  return (
    <>
      <div ref={containerRef} style={{ position: 'absolute', inset: 0 }} />
      <StreetsNote missing={streetsMissing} />
    </>
  );
}
