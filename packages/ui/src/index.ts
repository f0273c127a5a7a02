import './theme/styled-augment';
export * from './theme/themes';
export * from './theme/GlobalStyle';
export * from './components/LoadingScreen';
export * from './components/Button';
