// SPDX-License-Identifier: MIT
// What the editor opens when it starts: autosaved work first (it asks), then the files
// named on the command line; with neither, the project open last time, or the demo on a
// first start, when no project has been opened yet.
#pragma once

#include <QStringList>

namespace hitmask {

class MainWindow;

namespace Startup {

void openAtStart(MainWindow& window, const QStringList& files);

} // namespace Startup

} // namespace hitmask
