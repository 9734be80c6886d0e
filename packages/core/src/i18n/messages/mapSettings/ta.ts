import type { mapSettingsEn } from './en.js';

export const mapSettingsTa: Record<keyof typeof mapSettingsEn, string> = {
  'mapSettings.title': 'வரைபட அமைப்புகள்',
  'mapSettings.intro': 'ஒவ்வொரு வரைபடமும் (உட்பொதிக்கப்பட்டவை உட்பட) எங்கே திறக்கிறது, எந்த அடிப்படை வரைபடங்களை வழங்குகிறது.',
  'mapSettings.viewSection': 'தொடக்கக் காட்சி',
  'mapSettings.center': 'இயல்புநிலை மையம்',
  'mapSettings.zoom': 'இயல்புநிலை பெரிதாக்கம்',
  'mapSettings.zoomHint': '0 (முழு உலகம்) முதல் 22 (ஒரு கட்டடம்) வரை; 11 ஒரு நகரத்தைக் காட்டும்.',
  'mapSettings.basemapsSection': 'அடிப்படை வரைபடங்கள்',
  'mapSettings.map': 'அடிப்படை வரைபடம் (வரைபடம்)',
  'mapSettings.mapHint':
    'நெட்வொர்க் இல்லாமலும் செயல்படும் உள்ளமைந்த அடிப்படை வரைபடத்துக்கு (நிலம், நீர், எல்லைகள்) காலியாக விடவும். அல்லது MapLibre பாணி URL (https) அல்லது Mapbox பாணியை (mapbox://styles/…) உள்ளிடவும்.',
  'mapSettings.mapHintServer':
    'சேவையகத்தின் இயல்புநிலை பாணிக்கு ({url}) காலியாக விடவும். அல்லது MapLibre பாணி URL (https) அல்லது Mapbox பாணியை (mapbox://styles/…) உள்ளிடவும்.',
  'mapSettings.satellite': 'செயற்கைக்கோள் அடிப்படை வரைபடம்',
  'mapSettings.satelliteHint':
    "செயற்கைக்கோள் தேர்வை வழங்க வேண்டாமெனில் காலியாக விடவும். அல்லது ராஸ்டர் ஓடு வார்ப்புரு (https, '{z}', '{x}', '{y}' உடன்; '{s}' என்பது a, b, c துணை டொமைன்களைக் குறிக்கும்), MapLibre பாணி URL அல்லது Mapbox பாணியை உள்ளிடவும்.",
  'mapSettings.attribution': 'செயற்கைக்கோள் படங்களுக்கான நன்றியுரை',
  'mapSettings.attributionHint': 'படங்களை வழங்குபவர் கேட்கும் நன்றியுரை; ராஸ்டர் ஓடுகளுடன் வரைபடத்தில் காட்டப்படும் (பாணிகள் தங்களுடையதைக் கொண்டுவரும்).',
  'mapSettings.examples': 'எடுத்துக்காட்டுகள்:',
  'mapSettings.noMapboxToken':
    'சேவையகத்தில் Mapbox டோக்கன் (MAPBOX_TOKEN) இல்லை: Mapbox பாணிகள் ஏற்றப்படாது; வரைபடங்கள் அதற்குப் பதிலாக உள்ளமைந்த அடிப்படை வரைபடத்தைக் காட்டும்.',
  'mapSettings.preview': 'முன்னோட்டம்',
  'mapSettings.previewShows': 'முன்னோட்டத்தில் காட்டப்படும் அடிப்படை வரைபடம்',
  'mapSettings.previewMap': 'வரைபடம்',
  'mapSettings.previewSatellite': 'செயற்கைக்கோள்',
  'mapSettings.previewLabel': 'முன்னோட்ட வரைபடம். அம்புக்குறி விசைகள் அதை நகர்த்தும்; கூட்டல், கழித்தல் விசைகள் பெரிதாக்கும், சிறிதாக்கும்.',
  'mapSettings.previewCenter': 'காட்டப்படும் மையம்',
  'mapSettings.previewZoom': 'காட்டப்படும் பெரிதாக்கம்',
  'mapSettings.useView': 'இந்தக் காட்சியைப் பயன்படுத்து',
  'mapSettings.viewUsed': 'இயல்புநிலை மையமும் பெரிதாக்கமும் முன்னோட்டத்திலிருந்து எடுக்கப்பட்டன. அவற்றை வைத்திருக்கச் சேமிக்கவும்.',
  'mapSettings.fellBack':
    'இந்த அடிப்படை வரைபடத்தை ஏற்ற முடியவில்லை (நெட்வொர்க் இல்லை, முகவரி தவறு அல்லது டோக்கன் மறுக்கப்பட்டது). வரைபடங்களைப் போலவே, முன்னோட்டம் அதற்குப் பதிலாக உள்ளமைந்த அடிப்படை வரைபடத்தைக் காட்டுகிறது.',
  'mapSettings.noPreview':
    'இந்த உலாவியால் முன்னோட்டத்தை வரைய முடியாது (WebGL அணைக்கப்பட்டுள்ளது). வரையக்கூடிய வரைபடங்களுக்கு அமைப்புகள் இருப்பினும் பொருந்தும்.',
  'mapSettings.saving': 'சேமிக்கிறது…',
  'mapSettings.noChanges': 'எதுவும் மாறவில்லை',
  'mapSettings.loadFailed': 'அமைப்புகளை ஏற்ற முடியவில்லை.',
  'mapSettings.retry': 'மீண்டும் முயலவும்',
};
