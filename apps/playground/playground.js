// The partner page's own script: it only talks to the public API and inspects the registered elements.
const apiBase = new URL('/api', location.origin).href;
document.getElementById('api-base').textContent = apiBase;

const knownElements = ['report-map', 'report-form', 'report-list'];
const list = document.getElementById('registered');
for (const name of knownElements) {
  const item = document.createElement('li');
  item.textContent = `<${name}>: ${customElements.get(name) ? 'registered' : 'not in this build yet'}`;
  list.append(item);
}

try {
  const response = await fetch(`${apiBase}/handshake`, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const { data } = await response.json();
  document.getElementById('api-status').textContent = 'Connected';
  document.getElementById('api-languages').textContent = data.languages.map((l) => l.name).join(', ');
} catch (error) {
  document.getElementById('api-status').textContent = `Not reachable (${error.message})`;
}
