// Forks can run as users of their own only when Maven runs as root with setpriv (util-linux): otherwise the IT is
// skipped, except on CI, which runs as root and must not pass without it.
def onPath = { String name -> (System.getenv('PATH') ?: '').split(File.pathSeparator).any { new File(it, name).canExecute() } }
def root = ['id', '-u'].execute().text.trim() == '0'
return (root && onPath('setpriv')) || System.getenv('CI') == 'true'
