//===- AllViews.h - The instance of each view -------------------*- C++ -*-===//
//
// Private to lib/Report: each view's class is local to its own file; getView
// reaches them through these.
//
//===----------------------------------------------------------------------===//
#ifndef GPUPERF_LIB_REPORT_ALLVIEWS_H
#define GPUPERF_LIB_REPORT_ALLVIEWS_H

#include "gpuperf/Report/View.h"

namespace gpuperf {

const View &summaryView();
const View &machineView();
const View &occupancyView();
const View &bottleneckView();
const View &accessesView();
const View &divergenceView();
const View &worksheetView();

} // namespace gpuperf

#endif
