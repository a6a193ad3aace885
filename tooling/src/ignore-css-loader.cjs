// Server builds: a CSS import becomes an empty module (the browser build emits the real stylesheet).
module.exports = function ignoreCss() {
  return 'export {};';
};
