import crypto from 'node:crypto';
import type { ScormStandard } from '@campus/contracts';

/**
 * The frame page on the content origin (decision 0049): it holds the SCORM API the package finds
 * by walking up its frames (`window.API` for 1.2, `window.API_1484_11` for 2004), and the SCO in a
 * frame below it, on the same content origin, so the package's own frames reach each other and
 * this page. The real runtime (scorm-again) runs in the player above, on the app's origin: the
 * API here answers the package's synchronous calls from a copy of the data model and forwards
 * every call to it with postMessage (the protocol of scorm-again's CrossFrameLMS, which answers
 * there), refreshing the copy after each change. The copy starts from the data model the player
 * hands over in the frame's name, so the first GetValue after Initialize already sees the resumed
 * data (scorm-again's own CrossFrameAPI starts empty and answers "" until its first round trip).
 */
const SHIM = String.raw`(function () {
  var config = JSON.parse(document.getElementById('campus-scorm').textContent);
  var appOrigin = config.appOrigin;
  var cache = {};
  var changedAt = {};
  try {
    var handed = JSON.parse(window.name || '{}');
    if (handed && handed.cmi && typeof handed.cmi === 'object') cache = handed.cmi;
  } catch (error) { cache = {}; }
  var lastError = '0';
  var errorStrings = {};
  var pending = {};
  var counter = 0;
  window.addEventListener('message', function (event) {
    if (event.origin !== appOrigin || event.source !== window.parent) return;
    var data = event.data;
    if (!data || typeof data.messageId !== 'string' || !pending[data.messageId]) return;
    var done = pending[data.messageId];
    delete pending[data.messageId];
    if (data.error) done(null, data.error); else done(data.result, null);
  });
  function post(method, params, callback) {
    var id = 'campus-' + Date.now() + '-' + (counter++);
    pending[id] = callback || function () {};
    window.parent.postMessage({ messageId: id, method: method, params: params }, appOrigin);
  }
  function refresh(since) {
    post('getFlattenedCMI', [], function (all) {
      if (!all || typeof all !== 'object') return;
      Object.keys(all).forEach(function (key) {
        if (!(changedAt[key] > since)) cache[key] = all[key] === null || all[key] === undefined ? '' : String(all[key]);
      });
    });
  }
  function checkError(method, result) {
    if (String(result) === 'false') {
      post(config.standard === 'scorm12' ? 'LMSGetLastError' : 'GetLastError', [], function (code) {
        lastError = String(code || '101');
      });
    }
  }
  function countOf(key) {
    var prefix = key.slice(0, -'_count'.length);
    var seen = {};
    Object.keys(cache).forEach(function (name) {
      if (name.indexOf(prefix) !== 0) return;
      var index = name.slice(prefix.length).split('.')[0];
      if (/^\d+$/.test(index)) seen[index] = true;
    });
    return String(Object.keys(seen).length);
  }
  function call(method, kind) {
    return function () {
      var args = Array.prototype.slice.call(arguments).map(function (value) { return value === undefined ? '' : String(value); });
      var started = Date.now();
      if (kind === 'get') {
        var key = args[0];
        lastError = '0';
        if (Object.prototype.hasOwnProperty.call(cache, key)) return cache[key];
        if (/\._count$/.test(key)) return countOf(key);
        post(method, args, function (value) { if (value !== null && !(changedAt[key] > started)) cache[key] = String(value); });
        return '';
      }
      if (kind === 'error') return lastError;
      if (kind === 'errorString' || kind === 'diagnostic') {
        var code = args[0] || lastError;
        post(method, args, function (text) { if (text !== null) errorStrings[code] = String(text); });
        return errorStrings[code] || '';
      }
      if (kind === 'set') {
        cache[args[0]] = args[1];
        changedAt[args[0]] = started;
      }
      lastError = '0';
      post(method, args, function (result) { checkError(method, result); refresh(started); });
      return 'true';
    };
  }
  var api12 = {
    LMSInitialize: call('LMSInitialize', 'call'),
    LMSFinish: call('LMSFinish', 'call'),
    LMSGetValue: call('LMSGetValue', 'get'),
    LMSSetValue: call('LMSSetValue', 'set'),
    LMSCommit: call('LMSCommit', 'call'),
    LMSGetLastError: call('LMSGetLastError', 'error'),
    LMSGetErrorString: call('LMSGetErrorString', 'errorString'),
    LMSGetDiagnostic: call('LMSGetDiagnostic', 'diagnostic')
  };
  var api2004 = {
    version: '1.0',
    Initialize: call('Initialize', 'call'),
    Terminate: call('Terminate', 'call'),
    GetValue: call('GetValue', 'get'),
    SetValue: call('SetValue', 'set'),
    Commit: call('Commit', 'call'),
    GetLastError: call('GetLastError', 'error'),
    GetErrorString: call('GetErrorString', 'errorString'),
    GetDiagnostic: call('GetDiagnostic', 'diagnostic')
  };
  if (config.standard === 'scorm12') window.API = api12; else window.API_1484_11 = api2004;
  var frame = document.getElementById('sco');
  frame.src = config.launch;
})();`;

/** The CSP hash of the shim, so the frame page runs it and no other inline script. */
const SHIM_HASH = `'sha256-${crypto.createHash('sha256').update(SHIM).digest('base64')}'`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** JSON inside a script element: no `</script>` or comment opener can close it. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export function framePage(options: { standard: ScormStandard; launch: string; appOrigin: string; title: string }) {
  const config = { standard: options.standard, launch: options.launch, appOrigin: options.appOrigin };
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(options.title)}</title>
<style>html,body{margin:0;height:100%;overflow:hidden}iframe{border:0;width:100%;height:100%;display:block}</style>
<script type="application/json" id="campus-scorm">${scriptJson(config)}</script>
</head><body><iframe id="sco" title="${escapeHtml(options.title)}" allow="fullscreen; autoplay"></iframe>
<script>${SHIM}</script>
</body></html>`;
  return { html, scriptHash: SHIM_HASH };
}
