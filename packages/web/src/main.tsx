// Entry point: i18n first, then the React tree.
import './i18n';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './components/App';
import { installApp } from './pwa/register';

installApp();
createRoot(document.getElementById('root')!).render(<StrictMode><App /></StrictMode>);
