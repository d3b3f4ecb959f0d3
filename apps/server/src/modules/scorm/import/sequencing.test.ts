import { describe, expect, it } from 'vitest';
import { scoProgressOf, Sequencer } from '@campus/contracts';
import { parseManifest } from './manifest.js';
import { sequencingOf } from './sequencing.js';
import { writeManifest } from '../package/manifest-writer.js';

const parse = (xml: string) => parseManifest(Buffer.from(xml), () => true);

/**
 * A SCORM 2004 4th edition manifest as authoring tools write them: a sequencing collection shared
 * by IDRef, a cluster, rules with their defaults left out, objectives with map info, and
 * 4th edition's adlseq:objectives beside imsss:objectives (both `objectives` once prefixes go).
 */
const MANIFEST = `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="m" version="1" xmlns="http://www.imsglobal.org/xsd/imscp_v1p1"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_v1p3" xmlns:imsss="http://www.imsglobal.org/xsd/imsss"
  xmlns:adlseq="http://www.adlnet.org/xsd/adlseq_v1p3" xmlns:adlnav="http://www.adlnet.org/xsd/adlnav_v1p3">
  <metadata><schema>ADL SCORM</schema><schemaversion>2004 4th Edition</schemaversion></metadata>
  <organizations default="org">
    <organization identifier="org" adlseq:objectivesGlobalToSystem="false">
      <title>Course</title>
      <item identifier="intro" identifierref="r1"><title>Intro</title>
        <imsss:sequencing IDRef="common">
          <imsss:objectives>
            <imsss:primaryObjective objectiveID="intro-obj">
              <imsss:mapInfo targetObjectiveID="g-intro" readSatisfiedStatus="false" writeSatisfiedStatus="true"/>
            </imsss:primaryObjective>
          </imsss:objectives>
          <adlseq:objectives><adlseq:objective objectiveID="intro-obj"/></adlseq:objectives>
        </imsss:sequencing>
      </item>
      <item identifier="module"><title>Module</title>
        <item identifier="lesson" identifierref="r2"><title>Lesson</title>
          <imsss:sequencing>
            <imsss:sequencingRules>
              <imsss:preConditionRule>
                <imsss:ruleConditions conditionCombination="any">
                  <imsss:ruleCondition referencedObjective="intro-done" operator="not" condition="satisfied"/>
                  <imsss:ruleCondition referencedObjective="intro-done" operator="not" condition="objectiveStatusKnown"/>
                </imsss:ruleConditions>
                <imsss:ruleAction action="disabled"/>
              </imsss:preConditionRule>
            </imsss:sequencingRules>
            <imsss:objectives>
              <imsss:primaryObjective objectiveID="lesson-obj"/>
              <imsss:objective objectiveID="intro-done">
                <imsss:mapInfo targetObjectiveID="g-intro"/>
              </imsss:objective>
            </imsss:objectives>
          </imsss:sequencing>
        </item>
        <item identifier="extra" identifierref="r3"><title>Extra</title>
          <imsss:sequencing>
            <imsss:sequencingRules>
              <imsss:preConditionRule>
                <imsss:ruleConditions conditionCombination="any">
                  <imsss:ruleCondition condition="completed"/>
                  <imsss:ruleCondition condition="always"/>
                </imsss:ruleConditions>
                <imsss:ruleAction action="skip"/>
              </imsss:preConditionRule>
            </imsss:sequencingRules>
            <imsss:limitConditions attemptLimit="2"/>
            <imsss:deliveryControls tracked="false"/>
          </imsss:sequencing>
        </item>
        <imsss:sequencing>
          <imsss:controlMode flow="true" forwardOnly="true" choiceExit="false"/>
          <imsss:rollupRules rollupObjectiveSatisfied="false">
            <imsss:rollupRule childActivitySet="atLeastCount" minimumCount="1">
              <imsss:rollupConditions><imsss:rollupCondition condition="completed"/></imsss:rollupConditions>
              <imsss:rollupAction action="completed"/>
            </imsss:rollupRule>
          </imsss:rollupRules>
        </imsss:sequencing>
      </item>
      <imsss:sequencing><imsss:controlMode choice="true" flow="true"/></imsss:sequencing>
    </organization>
  </organizations>
  <resources>
    <resource identifier="r1" type="webcontent" adlcp:scormType="sco" href="intro.html"/>
    <resource identifier="r2" type="webcontent" adlcp:scormType="sco" href="lesson.html"/>
    <resource identifier="r3" type="webcontent" adlcp:scormType="sco" href="extra.html"/>
  </resources>
  <imsss:sequencingCollection>
    <imsss:sequencing ID="common">
      <imsss:controlMode choice="false"/>
      <imsss:limitConditions attemptLimit="3"/>
      <imsss:postConditionRule/>
    </imsss:sequencing>
  </imsss:sequencingCollection>
</manifest>`;

describe('the activity tree from the manifest’s sequencing', () => {
  it('reads control modes, rules, limits, objectives and rollup, with IMS SS defaults and the collection', () => {
    const tree = sequencingOf(parse(MANIFEST))!;
    expect(tree).toMatchObject({ identifier: 'org', choice: true, flow: true, launchable: false });
    const [intro, module] = tree.children;
    // From the collection (IDRef), under the item's own objectives.
    expect(intro).toMatchObject({ identifier: 'intro', launchable: true, choice: false, attemptLimit: 3 });
    expect(intro!.objectives).toEqual([
      {
        id: 'intro-obj',
        primary: true,
        satisfiedByMeasure: false,
        minMeasure: 1,
        maps: [
          { target: 'g-intro', readSatisfied: false, readMeasure: true, writeSatisfied: true, writeMeasure: false },
        ],
      },
    ]);
    expect(module).toMatchObject({
      identifier: 'module',
      launchable: false,
      flow: true,
      forwardOnly: true,
      choiceExit: false,
      choice: true,
      // Counted in the organisation's completion, not in its satisfaction.
      rollupObjectiveSatisfied: false,
      rollupProgressCompletion: true,
      rollupRules: [
        {
          action: 'completed',
          childActivitySet: 'atLeastCount',
          minimumCount: 1,
          combination: 'any',
          conditions: [{ condition: 'completed', not: false }],
        },
      ],
    });
    const [lesson, extra] = module!.children;
    expect(lesson!.preConditions).toEqual([
      {
        action: 'disabled',
        combination: 'any',
        conditions: [
          { condition: 'satisfied', not: true, objective: 'intro-done', measureThreshold: 0 },
          { condition: 'objectiveStatusKnown', not: true, objective: 'intro-done', measureThreshold: 0 },
        ],
      },
    ]);
    expect(lesson!.objectives[1]!.maps[0]).toMatchObject({
      target: 'g-intro',
      readSatisfied: true,
      writeSatisfied: false,
    });
    expect(extra).toMatchObject({
      attemptLimit: 2,
      tracked: false,
      preConditions: [{ action: 'skip', combination: 'any' }],
    });
  });

  it('makes the rules decide: the lesson opens once the introduction is passed, the extra is skipped', () => {
    const tree = sequencingOf(parse(MANIFEST))!;
    const before = new Sequencer(tree, {});
    expect(before.start()).toBe('intro');
    expect(before.flow('intro', 'forward')).toBeNull();
    const after = new Sequencer(tree, {
      intro: scoProgressOf({ cmi: { completion_status: 'completed', success_status: 'passed' } }),
    });
    expect(after.flow('intro', 'forward')).toBe('lesson');
    expect(after.flow('lesson', 'forward')).toBeNull();
    expect(after.flow('lesson', 'backward')).toBeNull();
  });

  it('is null for SCORM 1.2 and for a 2004 package without any sequencing', () => {
    const scos = [{ identifier: 'a', title: 'A', launch: 'a.html' }];
    expect(sequencingOf(parse(writeManifest('scorm12', 'Plain', scos)))).toBeNull();
    expect(sequencingOf(parse(writeManifest('scorm2004', 'Plain', scos)))).toBeNull();
    const withRules = parse(
      writeManifest('scorm2004', 'Ruled', scos, { sequencing: '<imsss:controlMode choice="false" flow="true"/>' }),
    );
    expect(sequencingOf(withRules)).toMatchObject({ choice: false, flow: true, children: [{ identifier: 'a' }] });
  });

  it('reads the SCORM Driver template that Rise, Captivate and Storyline write for 2004, and rolls it up as begun, not failed', () => {
    const rule = (action: string, condition: string, not: boolean) =>
      `<imsss:rollupRule childActivitySet="all"><imsss:rollupConditions><imsss:rollupCondition ${not ? 'operator="not" ' : ''}condition="${condition}"/></imsss:rollupConditions><imsss:rollupAction action="${action}"/></imsss:rollupRule>`;
    const xml = writeManifest(
      'scorm2004',
      'Driver',
      [
        {
          identifier: 'i1',
          title: 'Course',
          launch: 'scormdriver/indexAPI.html',
          sequencing:
            '<imsss:objectives><imsss:primaryObjective objectiveID="PRIMARYOBJ"/></imsss:objectives>' +
            '<imsss:deliveryControls tracked="true" completionSetByContent="true" objectiveSetByContent="true"/>',
        },
      ],
      {
        sequencing:
          '<imsss:controlMode choice="true" flow="true"/><imsss:rollupRules>' +
          rule('satisfied', 'satisfied', false) +
          rule('notSatisfied', 'satisfied', true) +
          rule('completed', 'completed', false) +
          rule('incomplete', 'completed', true) +
          '</imsss:rollupRules>',
      },
    );
    const tree = sequencingOf(parse(xml))!;
    expect(tree.rollupRules.map((r) => r.action)).toEqual(['satisfied', 'notSatisfied', 'completed', 'incomplete']);
    const begun = new Sequencer(tree, { i1: scoProgressOf({ cmi: { completion_status: 'incomplete' } }) });
    expect(begun.status()).toEqual({ completion: 'incomplete', success: 'unknown' });
    expect(begun.start()).toBe('i1');
    const passed = new Sequencer(tree, {
      i1: scoProgressOf({ cmi: { completion_status: 'completed', success_status: 'passed' } }),
    });
    expect(passed.status()).toEqual({ completion: 'completed', success: 'passed' });
  });
});
