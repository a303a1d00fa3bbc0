// The attack runs twice: in the OS sandbox, which needs bubblewrap, and as an unprivileged user of the fork's own,
// which needs Maven to run as root with setpriv (util-linux). Without either the IT is skipped, except on CI, which
// installs bubblewrap, runs as root and must not pass without both.
def onPath = { String name -> (System.getenv('PATH') ?: '').split(File.pathSeparator).any { new File(it, name).canExecute() } }
def root = ['id', '-u'].execute().text.trim() == '0'
return (onPath('bwrap') && root && onPath('setpriv')) || System.getenv('CI') == 'true'
