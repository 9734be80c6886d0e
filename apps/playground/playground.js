// The partner page's own script: it listens to the elements' events and changes them at run time,
// as a partner's code would. Nothing here is needed to embed an element.
const apiBase = new URL('/api', location.origin).href;
document.getElementById('api-base').textContent = apiBase;

const events = document.getElementById('events');
for (const type of ['fw-report-submitted', 'fw-report-selected', 'fw-error', 'fw-ready']) {
  document.addEventListener(type, (event) => {
    const item = document.createElement('li');
    item.textContent = `${type} from <${event.target.localName}>: ${JSON.stringify(event.detail)}`;
    item.dataset.event = type;
    events.prepend(item);
  });
}

document.getElementById('locale').addEventListener('change', (event) => {
  for (const element of document.querySelectorAll('report-map, report-list, report-form, report-story'))
    element.setAttribute('locale', event.target.value);
});

document.getElementById('story-id').addEventListener('change', (event) => {
  document.getElementById('story').setAttribute('story-id', event.target.value);
  document.querySelector('#story-title ~ pre code').textContent = `<report-story story-id="${event.target.value}"></report-story>`;
});

const extra = document.getElementById('extra');
document.getElementById('add-list').addEventListener('click', () => {
  const list = document.createElement('report-list');
  list.id = 'added-list';
  list.setAttribute('limit', '3');
  extra.append(list);
});
document.getElementById('move-list').addEventListener('click', () => {
  const list = document.getElementById('list');
  document.getElementById('map').before(list);
});
document.getElementById('remove-list').addEventListener('click', () => document.getElementById('added-list')?.remove());

try {
  const response = await fetch(`${apiBase}/handshake`, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  document.getElementById('api-status').textContent = 'Connected';
} catch (error) {
  document.getElementById('api-status').textContent = `Not reachable (${error.message})`;
}
