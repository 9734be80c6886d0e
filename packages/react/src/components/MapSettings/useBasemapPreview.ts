import { useEffect, useState } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { basemapFor, basemapSource, isBasemapAccepted, type BasemapChoice, type Options } from '@fieldwatch/core';
import type { MapService } from '../../map/mapService.js';
import type { MapSettingsValues } from './mapSettingsValues.js';

/** Waits until a typed value rests before the preview loads it (a style per keystroke would be wasteful). */
function useResting<T>(value: T, ms = 600): T {
  const [resting, setResting] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setResting(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return resting;
}

/**
 * Which basemap the preview draws: the last value each basemap field accepted once typing rests, the
 * basemap being edited (or picked) shown, and whether a typed Mapbox style lacks the server's token.
 */
export function useBasemapPreview(control: Control<MapSettingsValues>, options: Options, service: MapService | null) {
  const [mapValue, satelliteValue, attribution] = useWatch({
    control,
    name: ['basemap_map', 'basemap_satellite', 'basemap_satellite_attribution'],
  });
  const [previewing, setPreviewing] = useState<BasemapChoice>('map');

  const restingMap = useResting(mapValue);
  const restingSatellite = useResting(satelliteValue);
  const [accepted, setAccepted] = useState({ map: options.basemap_map, satellite: options.basemap_satellite });
  const acceptedMap = isBasemapAccepted('map', restingMap) ? restingMap : accepted.map;
  const acceptedSatellite = isBasemapAccepted('satellite', restingSatellite) ? restingSatellite : accepted.satellite;
  if (acceptedMap !== accepted.map || acceptedSatellite !== accepted.satellite)
    setAccepted({ map: acceptedMap, satellite: acceptedSatellite });
  const styleUrl = service?.style_url ?? '';
  const mapSource = basemapFor('map', { basemap_map: acceptedMap, basemap_satellite: '' }, styleUrl);
  const satelliteSource = basemapFor('satellite', {
    basemap_map: '',
    basemap_satellite: acceptedSatellite,
    basemap_satellite_attribution: attribution,
  });
  const satelliteOffered = satelliteSource !== null;
  const source = previewing === 'satellite' && satelliteSource ? satelliteSource : mapSource;

  // Mapbox styles need the server's token; say so before the admin wonders why the preview is plain.
  const typedMapbox = [mapValue, satelliteValue].some((value) => basemapSource(value).kind === 'mapbox');
  const tokenMissing = service !== null && !service.mapbox_token && (typedMapbox || basemapSource(styleUrl).kind === 'mapbox');

  // with no satellite basemap to draw, the preview shows the map whatever was picked
  return { source, previewing: satelliteOffered ? previewing : 'map', setPreviewing, satelliteOffered, tokenMissing, styleUrl };
}
