export const notFoundCopy = {
  metaTitle: "Page not found",
  title: "Oops! Page not found",
  text: "The page you are looking for moved or never existed.",
  action: "Return to Home",
};

export const errorCopy = {
  title: "Unexpected Application Error!",
  text: "Something went wrong while showing this page. Please try again.",
  retry: "Try again",
  home: "Return to Home",
};
