#ifndef SPOTS_CGRAPHVIZ_SHIM_H
#define SPOTS_CGRAPHVIZ_SHIM_H
// Graphviz's layout library (gvc) and graph library (cgraph): the app's map is laid out by `dot`.
// pkg-config's flags name the graphviz include folder itself.
#include <gvc.h>
#include <cgraph.h>
#endif
