#ifndef SPOTS_CGRAPHVIZ_SHIM_H
#define SPOTS_CGRAPHVIZ_SHIM_H
// Graphviz's layout library (gvc) and graph library (cgraph): the app's map is laid out by `dot`.
// pkg-config's flags name the graphviz include folder itself.
#include <gvc.h>
#include <cgraph.h>

// Copies of cgraph's default disciplines, for Swift to change a few methods of (its globals are
// mutable C state, which Swift 6 does not read directly).
static inline Agiddisc_t spots_graphviz_id_discipline(void) { return AgIdDisc; }
static inline Agiodisc_t spots_graphviz_io_discipline(void) { return AgIoDisc; }
static inline Agdisc_t spots_graphviz_discipline(void) { return AgDefaultDisc; }
#endif
