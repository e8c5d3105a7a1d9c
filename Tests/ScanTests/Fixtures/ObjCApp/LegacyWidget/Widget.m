@interface WidgetViewController : UIViewController @end
