import { paths } from 'shared';
import { PageLayout, Panel } from 'shared/ui';
import { SECTIONS, t } from '../../features/guidelines/messages.ts';
import './content-guidelines.css';

/** Content Guidelines: how to write for children of 5 to 11, one section per habit, with a table of contents. */
export function ContentGuidelines() {
  return (
    <PageLayout
      heading={t('guidelines.title')}
      intro={t('guidelines.intro')}
      back={{ to: paths.creatorDashboard, label: t('guidelines.back') }}
    >
      <nav aria-label={t('guidelines.contents')} className="mcq-panel">
        <h2 className="mcq-card-title">{t('guidelines.contents')}</h2>
        <ol>
          {SECTIONS.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      {SECTIONS.map((section) => (
        <div key={section.id} id={section.id} className="creator-guideline">
          <Panel title={section.title}>
            <ul>
              {section.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </Panel>
        </div>
      ))}
    </PageLayout>
  );
}
