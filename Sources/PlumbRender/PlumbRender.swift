/// PlumbRender measures text with Pango and draws solved layouts with Cairo.
