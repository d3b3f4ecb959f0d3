/*
 * Campus SCORM connector (docs/scorm.md "SCORM connectors"). Runs in another learning system as
 * the SCO of a SCORM 1.2 package: finds that system's SCORM API, opens the Campus player for the
 * course in a frame, hands it the package's key and the learner the API names, and reports the
 * course's status and score back through the API as the learner goes. A plain script with no
 * dependencies or modules: learning systems launch packages in whatever browser their learners have.
 */
/* global window, document */
(function () {
  'use strict';
  var config = window.CAMPUS_CONNECTOR;
  var message = document.getElementById('campus-connector-message');
  var appOrigin = config.launchUrl.replace(/^(https?:\/\/[^/]+).*$/, '$1');

  function show(text) {
    message.textContent = text;
    message.hidden = false;
  }

  /** The SCORM 1.2 API of the learning system: on a window above this one, or on the one that opened it. */
  function findApi(start) {
    var win = start;
    for (var depth = 0; win && depth < 12; depth += 1) {
      try {
        if (win.API) return win.API;
      } catch {
        // A window of another origin on the way up: keep climbing.
      }
      if (win.parent === win) break;
      win = win.parent;
    }
    return null;
  }

  var api = findApi(window) || (window.opener ? findApi(window.opener) : null);
  if (!api) {
    show('This course opens from a learning system: no SCORM API was found around this page.');
    return;
  }
  if (String(api.LMSInitialize('')) !== 'true') {
    show('The learning system did not start this course (LMSInitialize failed).');
    return;
  }

  var started = new Date().getTime();
  var finished = false;
  var completed = false;
  var learner = {
    id: String(api.LMSGetValue('cmi.core.student_id') || ''),
    name: String(api.LMSGetValue('cmi.core.student_name') || ''),
  };
  // Started: the learning system shows the course in progress until Campus reports more.
  var status = String(api.LMSGetValue('cmi.core.lesson_status') || '');
  if (status === '' || status === 'not attempted') {
    api.LMSSetValue('cmi.core.lesson_status', 'incomplete');
    api.LMSCommit('');
  }

  var frame = document.createElement('iframe');
  frame.src = config.launchUrl;
  frame.title = config.title;
  frame.setAttribute('allow', 'fullscreen; autoplay');
  frame.setAttribute('allowfullscreen', '');
  document.querySelector('main').appendChild(frame);

  function report(course) {
    if (finished || !course) return;
    var lessonStatus = course.lessonStatus;
    if (
      lessonStatus === 'incomplete' ||
      lessonStatus === 'completed' ||
      lessonStatus === 'passed' ||
      lessonStatus === 'failed'
    ) {
      api.LMSSetValue('cmi.core.lesson_status', lessonStatus);
      completed = lessonStatus !== 'incomplete';
    }
    if (typeof course.scoreRaw === 'number') {
      api.LMSSetValue('cmi.core.score.min', '0');
      api.LMSSetValue('cmi.core.score.max', '100');
      api.LMSSetValue('cmi.core.score.raw', String(course.scoreRaw));
    }
    api.LMSCommit('');
  }

  /** SCORM 1.2's CMITimespan, HHHH:MM:SS. */
  function sessionTime() {
    var seconds = Math.floor((new Date().getTime() - started) / 1000);
    var pad = function (value, width) {
      var text = String(value);
      while (text.length < width) text = '0' + text;
      return text;
    };
    return (
      pad(Math.floor(seconds / 3600), 4) + ':' + pad(Math.floor(seconds / 60) % 60, 2) + ':' + pad(seconds % 60, 2)
    );
  }

  function finish() {
    if (finished) return;
    finished = true;
    api.LMSSetValue('cmi.core.session_time', sessionTime());
    // Not finished yet: the learning system keeps the attempt open, and Campus resumes where they were.
    api.LMSSetValue('cmi.core.exit', completed ? '' : 'suspend');
    api.LMSCommit('');
    api.LMSFinish('');
  }

  window.addEventListener('message', function (event) {
    if (event.origin !== appOrigin || event.source !== frame.contentWindow) return;
    var data = event.data || {};
    if (data.type === 'campus-connector:ready') {
      frame.contentWindow.postMessage(
        { type: 'campus-connector:launch', connectorId: config.connectorId, key: config.key, learner: learner },
        appOrigin,
      );
    } else if (data.type === 'campus-connector:status') {
      report(data.course);
    } else if (data.type === 'campus-connector:exit') {
      finish();
      show('You have left the course. Close this window to return to your learning system.');
      frame.parentNode.removeChild(frame);
    }
  });
  window.addEventListener('pagehide', finish);
  window.addEventListener('beforeunload', finish);
})();
