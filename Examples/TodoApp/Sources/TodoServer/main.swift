// Serves the Todo app. Configured by the environment: PORT (default 8080),
// HOST (default 127.0.0.1), LIVEUI_LOG, … (see LiveUI's README). A start-up
// problem (port in use, a bad setting) is one line on stderr and exit 1.
import LiveServer
import TodoApp

LiveServer { TodoList() }.serve()
