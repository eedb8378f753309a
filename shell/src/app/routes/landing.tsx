import { paths, t as common } from 'shared/content';
import { t, type LandingText } from '../../features/landing/messages.ts';
import { usePageTitle } from 'shared/ui/page-change';

/*
 * The first page every family sees. Plain React and CSS on purpose: it loads no antd,
 * so the first visit stays small (see the bundle budget in the issue).
 */

const navLinks: { section: string; label: LandingText }[] = [
  { section: 'home', label: 'landing.nav.home' },
  { section: 'features', label: 'landing.nav.features' },
  { section: 'subjects', label: 'landing.nav.subjects' },
  { section: 'about', label: 'landing.nav.about' },
];

const features: { icon: string; title: LandingText; body: LandingText }[] = [
  { icon: '📝', title: 'landing.features.mcq.title', body: 'landing.features.mcq.body' },
  { icon: '👪', title: 'landing.features.parent.title', body: 'landing.features.parent.body' },
  { icon: '🏆', title: 'landing.features.kids.title', body: 'landing.features.kids.body' },
  { icon: '📈', title: 'landing.features.progress.title', body: 'landing.features.progress.body' },
];

const subjects: { icon: string; name: LandingText }[] = [
  { icon: '🔢', name: 'landing.subject.mathematics' },
  { icon: '📚', name: 'landing.subject.english' },
  { icon: '🔬', name: 'landing.subject.science' },
  { icon: '🏛️', name: 'landing.subject.history' },
  { icon: '🌍', name: 'landing.subject.geography' },
  { icon: '🎨', name: 'landing.subject.art' },
];

const stats: { value: LandingText; label: LandingText }[] = [
  { value: 'landing.stats.questions.value', label: 'landing.stats.questions.label' },
  { value: 'landing.stats.subjects.value', label: 'landing.stats.subjects.label' },
  { value: 'landing.stats.availability.value', label: 'landing.stats.availability.label' },
];

const steps: { title: LandingText; body: LandingText }[] = [
  { title: 'landing.how.step1.title', body: 'landing.how.step1.body' },
  { title: 'landing.how.step2.title', body: 'landing.how.step2.body' },
  { title: 'landing.how.step3.title', body: 'landing.how.step3.body' },
];

export function LandingPage() {
  usePageTitle('');
  return (
    <div className="landing">
      <a className="landing-skip" href="#main">
        {t('landing.skip')}
      </a>
      <header className="landing-header">
        <nav className="landing-nav" aria-label={t('landing.nav.label')}>
          <a className="landing-brand" href="#home">
            <span aria-hidden="true">🎓</span> {t('landing.brand')}
          </a>
          <ul className="landing-nav-links">
            {navLinks.map((link) => (
              <li key={link.section}>
                <a href={`#${link.section}`}>{t(link.label)}</a>
              </li>
            ))}
          </ul>
          <a className="landing-button landing-button-small" href={paths.login}>
            {t('landing.getStarted')}
          </a>
        </nav>
      </header>

      <main id="main" tabIndex={-1}>
        <section id="home" className="landing-hero" aria-labelledby="landing-hero-title">
          <div className="landing-container">
            <p className="landing-eyebrow">{common('app.tagline')}</p>
            <h1 id="landing-hero-title">{t('landing.hero.title')}</h1>
            <p className="landing-lead">{t('landing.hero.body')}</p>
            <a className="landing-button landing-button-light" href={paths.login}>
              {t('landing.getStarted')}
            </a>
          </div>
        </section>

        <section id="features" className="landing-section" aria-labelledby="landing-features-title">
          <div className="landing-container">
            <h2 id="landing-features-title">{t('landing.features.title')}</h2>
            <ul className="landing-grid landing-grid-4">
              {features.map((feature) => (
                <li key={feature.title} className="landing-card">
                  <span className="landing-icon" aria-hidden="true">
                    {feature.icon}
                  </span>
                  <h3>{t(feature.title)}</h3>
                  <p>{t(feature.body)}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section id="subjects" className="landing-section landing-section-alt" aria-labelledby="landing-subjects-title">
          <div className="landing-container">
            <h2 id="landing-subjects-title">{t('landing.subjects.title')}</h2>
            <p className="landing-section-intro">{t('landing.subjects.body')}</p>
            <ul className="landing-grid landing-grid-6">
              {subjects.map((subject) => (
                <li key={subject.name} className="landing-card landing-subject">
                  <span className="landing-icon" aria-hidden="true">
                    {subject.icon}
                  </span>
                  <h3>{t(subject.name)}</h3>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section className="landing-section landing-stats" aria-labelledby="landing-stats-title">
          <div className="landing-container">
            <h2 id="landing-stats-title" className="landing-visually-hidden">
              {t('landing.stats.title')}
            </h2>
            <dl className="landing-grid landing-grid-3">
              {stats.map((stat) => (
                <div key={stat.label} className="landing-stat">
                  <dt>{t(stat.label)}</dt>
                  <dd>{t(stat.value)}</dd>
                </div>
              ))}
            </dl>
          </div>
        </section>

        <section id="about" className="landing-section" aria-labelledby="landing-how-title">
          <div className="landing-container">
            <h2 id="landing-how-title">{t('landing.how.title')}</h2>
            <ol className="landing-grid landing-grid-3 landing-steps">
              {steps.map((step, index) => (
                <li key={step.title} className="landing-card">
                  <span className="landing-step-number" aria-hidden="true">
                    {index + 1}
                  </span>
                  <h3>{t(step.title)}</h3>
                  <p>{t(step.body)}</p>
                </li>
              ))}
            </ol>
          </div>
        </section>

        <section className="landing-section landing-cta" aria-labelledby="landing-cta-title">
          <div className="landing-container">
            <h2 id="landing-cta-title">{t('landing.cta.title')}</h2>
            <p>{t('landing.cta.body')}</p>
            <a className="landing-button landing-button-light" href={paths.login}>
              {t('landing.startLearning')}
            </a>
          </div>
        </section>
      </main>

      <footer className="landing-footer">
        <div className="landing-container">
          <nav aria-label={t('landing.footer.label')}>
            <ul className="landing-footer-links">
              <li>
                <a href={paths.help}>{t('landing.footer.help')}</a>
              </li>
              <li>
                <a href={paths.privacy}>{t('landing.footer.privacy')}</a>
              </li>
              <li>
                <a href={paths.login}>{t('landing.footer.login')}</a>
              </li>
              <li>
                <a href={paths.signup}>{t('landing.footer.signup')}</a>
              </li>
            </ul>
          </nav>
          <p>{t('landing.footer.note')}</p>
        </div>
      </footer>
    </div>
  );
}
