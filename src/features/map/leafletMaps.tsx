/**
 * The maps themselves, one lazy chunk with Leaflet, supercluster, their CSS and the offline
 * outlines: MapFrame imports it only when a map is shown. The app has no network beyond its own
 * files, so the maps draw what is true offline (docs/product.md#maps): Natural Earth's land and
 * borders, the universities as landmarks, rings or a line in kilometres, and Leaflet's scale.
 * Street tiles come only from VITE_MAP_TILE_URL, which is unset by default.
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
import './map.css';

/** Below this zoom (a view wider than a city) only the chosen universities keep their name on the map. */
const LABEL_ZOOM = 10;
const SEA = '#cfe1f0';
const LAND = '#f4f1ea';

const prefersReducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

const boxBounds = ({ south, west, north, east }: { south: number; west: number; north: number; east: number }) =>
  L.latLngBounds([south, west], [north, east]);

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

/** The outlines' credit, 'Outlines: Natural Earth', in the page's language (replacing the one before). */
function setOutlinesCredit(map: L.Map, outlines: string): void {
  const previous = credits.get(map);
  if (previous !== undefined) map.attributionControl.removeAttribution(previous);
  // `outlines` comes from our catalogs, never from data; Leaflet inserts credits as HTML.
  const credit = `${outlines}: <a href="https://www.naturalearthdata.com">Natural Earth</a>`;
  map.attributionControl.addAttribution(credit);
  credits.set(map, credit);
}

/** A Leaflet map with what every map of ours shows: outlines, scale, credits, and tiles when configured. */
function createBaseMap(container: HTMLElement, options: { label: string; outlines: string; scrollWheelZoom: boolean }): L.Map {
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
  setOutlinesCredit(map, options.outlines);
  L.control.scale({ imperial: false, maxWidth: 120 }).addTo(map);

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

  const tiles = import.meta.env.VITE_MAP_TILE_URL;
  if (tiles) L.tileLayer(tiles, { attribution: import.meta.env.VITE_MAP_TILE_ATTRIBUTION ?? '', maxZoom: 19 }).addTo(map);
  return map;
}

function landmarkMarker(landmark: MapLandmark): L.Marker {
  const body = element('span', `cn-landmark${landmark.chosen ? ' is-chosen' : ''}`);
  const icon = element('span', 'cn-landmark-icon');
  icon.innerHTML = SCHOOL_SVG;
  body.append(icon, element('span', 'cn-landmark-name', landmark.name));
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
    const north = L.latLng(centre).toBounds(km * 2000).getNorth();
    group.addLayer(L.marker([north, L.latLng(centre).lng], { icon: markerIcon(element('span', 'cn-ring-label', `${km} km`)), interactive: false, keyboard: false }));
  }
  return group;
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
    const map = createBaseMap(container, { label: '', outlines: latest.current.outlinesWord, scrollWheelZoom: true });
    map.fitBounds(boxBounds(outlines.europe.box), { animate: false });
    mapRef.current = map;
    pinsLayer.current = L.layerGroup().addTo(map);
    landmarksLayer.current = L.layerGroup().addTo(map);
    const popup = L.popup({ className: 'cn-pin-popup', maxWidth: 240, minWidth: 240, offset: [0, -30], autoPan: !prefersReducedMotion(), autoPanPadding: [24, 24] });
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
      const ordered = features
        .map((feature) => {
          const leaves = 'cluster_id' in feature.properties ? index.getLeaves(feature.properties.cluster_id, Infinity) : [feature];
          const indexes = leaves.map((leaf) => (leaf.properties as PointProperties).index);
          return { feature, indexes, first: Math.min(...indexes) };
        })
        .sort((a, b) => a.first - b.first);
      layer.clearLayers();
      elementsById.current.clear();
      for (const { feature, indexes } of ordered) {
        const [lng, lat] = feature.geometry.coordinates as [number, number];
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
          const clusterId = (feature.properties as { cluster_id: number }).cluster_id;
          button = element('button', 'cn-cluster', String(members.length));
          button.dataset.key = `cluster:${members.map((pin) => pin.id).sort().join(',')}`;
          button.setAttribute('aria-label', clusterLabel(latest.current.i18n, prices));
          button.addEventListener('click', (event) => {
            event.stopPropagation();
            const target = Math.min(index.getClusterExpansionZoom(clusterId), map.getMaxZoom());
            // After zooming, the focus goes to the first of its pins rather than being lost with the cluster.
            pendingFocus = members[0]!.id;
            map.setView([lat, lng], target, { animate: !prefersReducedMotion() });
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
    const index = new Supercluster<PointProperties>({ radius: 56, maxZoom: 16 });
    index.load(pins.map((pin, position) => ({ type: 'Feature', properties: { index: position }, geometry: { type: 'Point', coordinates: [pin.lng, pin.lat] } })));
    clusterIndex.current = index;
    // A new search is fitted once, when its pins and landmarks are there: its pins and the chosen
    // universities, or with no pins its landmarks. "Load more" keeps the view.
    if (ready && fittedKey.current !== searchKey) {
      fittedKey.current = searchKey;
      const points = pins.length > 0 ? pins.map((pin) => L.latLng(pin.lat, pin.lng)) : landmarks.map((l) => L.latLng(l.lat, l.lng));
      for (const landmark of landmarks) if (landmark.chosen && pins.length > 0) points.push(L.latLng(landmark.lat, landmark.lng));
      if (points.length > 0) map.fitBounds(L.latLngBounds(points), fitOptions(prefersReducedMotion()));
    }
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
    if (mapRef.current) setOutlinesCredit(mapRef.current, outlinesWord);
    renderPins.current();
  }, [mapLabel, outlinesWord, i18n.locale]);

  return (
    <>
      <div ref={containerRef} style={{ position: 'absolute', inset: 0 }} />
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
        <p className="cn-pin-card-near">{showDistance
            ? t({ message: `${distance} to ${university}`, comment: 'Straight-line distance to the main campus, as in "2.3 km to Free University of Berlin"' })
            : t`Near ${university}`}</p>
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
  useEffect(() => {
    const container = containerRef.current!;
    const map = createBaseMap(container, { label, outlines: outlinesWord, scrollWheelZoom: false });
    const homePoint = L.latLng(homeLat, homeLng);
    const campus = L.latLng(campusLat, campusLng);
    L.polyline([homePoint, campus], { color: '#111827', weight: 2, dashArray: '6 6', interactive: false }).addTo(map);
    const middle = L.latLng((homeLat + campusLat) / 2, (homeLng + campusLng) / 2);
    L.marker(middle, { icon: markerIcon(element('span', 'cn-line-label', distance)), interactive: false, keyboard: false }).addTo(map);
    landmarkMarker({ name: campusName, lat: campusLat, lng: campusLng, chosen: true }).addTo(map);
    L.marker(homePoint, { icon: markerIcon(element('span', 'cn-home', homeLabel)), interactive: false, keyboard: false, zIndexOffset: 100 }).addTo(map);
    map.fitBounds(L.latLngBounds([homePoint, campus]), { padding: [56, 56], maxZoom: 15, animate: false });
    return () => {
      map.stop();
      map.remove();
    };
  }, [homeLat, homeLng, campusName, campusLat, campusLng, distance, label, homeLabel, outlinesWord]);
  return <div ref={containerRef} style={{ position: 'absolute', inset: 0 }} />;
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
  const { lat, lng } = value;
  useEffect(() => {
    const map = createBaseMap(containerRef.current!, { label, outlines: outlinesWord, scrollWheelZoom: false });
    const marker = L.marker([lat, lng], { icon: markerIcon(element('span', 'cn-home', pinLabel)), draggable: true, keyboard: false, zIndexOffset: 100 }).addTo(map);
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
  return <div ref={containerRef} style={{ position: 'absolute', inset: 0 }} />;
}
